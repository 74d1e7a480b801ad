"""The parts of check-availability.py, each one idea."""
