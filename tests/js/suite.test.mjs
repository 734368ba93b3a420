// The official suite (drafts 7, 2019-09 and 2020-12) against the JavaScript backend, under node's own test
// runner. DSH_JS_CORPUS names the folder `python -m tests.js_corpus` wrote: one module per
// group, and for each instance the suite's verdict and the Python backend's errors, which
// the JavaScript errors must equal in order.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const folder = process.env.DSH_JS_CORPUS;
if (!folder) throw new Error("DSH_JS_CORPUS is not set: run this through tests/test_compile_javascript.py");
const cases = JSON.parse(readFileSync(join(folder, "corpus.json"), "utf8"));

for (const group of cases) {
  test(`${group.file}: ${group.description}`, async () => {
    const module = await import(pathToFileURL(join(folder, group.module)).href);
    for (const item of group.tests) {
      const errors = module.validateSchema(item.data).map((e) => [e.path, e.keyword, e.message, e.schemaPath]);
      const verdict = module.isValidSchema(item.data);
      assert.equal(verdict, item.valid, `${item.description}: verdict`);
      assert.equal(verdict, errors.length === 0, `${item.description}: verdict and errors agree`);
      assert.deepEqual(errors, item.errors, `${item.description}: the Python backend's errors`);
    }
  });
}
