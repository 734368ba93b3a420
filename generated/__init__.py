"""Code emitted by `dsh-schedule generate` from schemas/. Never edit these files by hand."""
