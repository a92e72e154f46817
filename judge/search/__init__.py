"""Polish-aware full-text search over rules, rulings and cards."""
