"""Benchmarks: ratios against peers measured in one run, never timed tests."""
