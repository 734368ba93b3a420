"""The handwritten runtime: fold, tools, live owner, plugin composition and invariant."""
