"""Code emitted by `dsh-schedule generate` from schemas/. Never edit these files by hand."""

if __name__ != "dsh_schedule.generated":  # the folder is also on sys.path from the checkout
    raise ImportError(f"import dsh_schedule.generated instead of {__name__} (one name per module)")
