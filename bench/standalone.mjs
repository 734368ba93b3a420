// Writes ajv's standalone code (CommonJS: its ES form `require`s ajv's runtime and fails as a
// real ES module) for each schema: [{schema, path, registry}] on standard input.
import Ajv2020 from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import { readFileSync, writeFileSync } from "node:fs";

for (const { schema, path, registry } of JSON.parse(readFileSync(0, "utf8"))) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, code: { source: true } });
  for (const [uri, document] of Object.entries(registry)) if (uri !== schema.$id) {
    try {
      ajv.addSchema(document, uri);
    } catch {
      // a remote ajv cannot take (another draft): this schema does not reach it
    }
  }
  writeFileSync(path, standaloneCode(ajv, ajv.compile(schema)));
}
