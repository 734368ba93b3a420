// GENERATED FILE: DO NOT EDIT.
// Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/**/*.json (protocol versions 1 and 2).
// Change the schemas or the generator instead, then run `make generate`.
export * from "./validators.js";
