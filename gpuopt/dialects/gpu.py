"""gpu dialect."""
