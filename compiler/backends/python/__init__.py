"""The Python backend: a standalone, standard-library-only module (`module`), with inlined
verdicts (`verdict`), error collections (`errors`) and Python literals (`literals`)."""
