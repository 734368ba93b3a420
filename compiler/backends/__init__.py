"""The backends: each spells the lowered IR in one language, over the analyses of `analysis`."""
