"""The handwritten runtime: fold, tools, live owner, plugin composition and invariant."""

if __name__ != "dsh_schedule.runtime":  # the folder is also on sys.path from the checkout
    raise ImportError(f"import dsh_schedule.runtime instead of {__name__} (one name per module)")
