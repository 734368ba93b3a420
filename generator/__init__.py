"""The generator: reads schemas/ and writes generated/ and docs/tool-catalog.md.

Importing the package imports nothing: the catalog and the host exports (`catalog.py`,
`exports.py`) run on the standard library alone, while `generate` needs the extras.
"""
