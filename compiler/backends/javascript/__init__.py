"""The JavaScript backend: one standalone ES2020 module (`module`), with inlined verdicts
(`verdict`, over `expr`) and its TypeScript declarations (`declarations`, `typescript`)."""
