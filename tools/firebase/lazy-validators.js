// Loaded into the Firebase Auth emulator (node --require, devtools/firebase_emulator.py).
//
// The emulator checks each request against its OpenAPI description with exegesis, which by
// default compiles a validator for every operation as the emulator starts: 15 s of CPU on
// the 2-core machine, for each emulator a run starts. Exegesis can compile each one when
// its operation is first called instead (`lazyCompileValidationSchemas`); the emulator does
// not say, so this makes it the default. Requests are checked exactly as before; the
// emulator is up in about 3 s. Without exegesis where expected (another firebase-tools),
// it changes nothing.
let options;
try {
  options = require("exegesis/lib/options");
} catch {
  options = null;
}
if (options && typeof options.compileOptions === "function") {
  const compileOptions = options.compileOptions;
  options.compileOptions = (given = {}) =>
    compileOptions({
      ...given,
      lazyCompileValidationSchemas: given.lazyCompileValidationSchemas ?? true,
    });
}
