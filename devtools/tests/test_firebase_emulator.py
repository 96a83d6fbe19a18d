"""The emulator's start-up shortcut (tools/firebase/lazy-validators.js) is in effect with
the firebase-tools this project pins: a newer one that moved exegesis's options would make
every emulator start take 15 s of CPU again without failing anything else."""

import os
import subprocess

from devtools.firebase_emulator import FIREBASE_BIN, emulator_node_options
from devtools.processes import ROOT

ASK = (
    "const o = require('exegesis/lib/options');"
    "console.log(JSON.stringify([o.compileOptions({}).lazyCompileValidationSchemas,"
    " o.compileOptions({lazyCompileValidationSchemas: false}).lazyCompileValidationSchemas]))"
)


def test_the_emulator_compiles_its_request_validators_when_first_used():
    assert FIREBASE_BIN.exists()
    answer = subprocess.run(
        ["node", "-e", ASK],
        cwd=ROOT / "tools" / "firebase",
        env={**os.environ, "NODE_OPTIONS": emulator_node_options()},
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )

    # Lazily by default; an explicit choice is still kept.
    assert answer.stdout.strip() == "[true,false]"
