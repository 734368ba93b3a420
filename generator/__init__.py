"""The generator: reads schemas/ and writes generated/ and docs/tool-catalog.md.

Importing the package imports nothing: the catalog and the host exports (`catalog.py`,
`exports.py`) run on the standard library alone, while `generate` needs the extras.
"""

if __name__ != "dsh_schedule.generator":  # the folder is also on sys.path from the checkout
    raise ImportError(f"import dsh_schedule.generator instead of {__name__} (one name per module)")
