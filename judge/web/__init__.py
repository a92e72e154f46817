"""The Flask site."""
