/** A painting's id in the URL: digits only (the server answers 404 for anything else too). */
export { numericIdOf as paintingIdOf } from "@/lib/numeric-id";
