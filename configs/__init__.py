"""Ready-made Gristmill configs, installed as package data (``gristmill_configs``) so workers have them."""
