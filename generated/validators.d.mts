// GENERATED FILE: DO NOT EDIT.
// Written by `dsh-schedule generate` (dsh_schedule.generator) from schemas/*.json and schemas/tools/*.json.
// Change the schemas or the generator instead, then run `make generate`.
export * from "./validators.js";
