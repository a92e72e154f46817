"""The rules corpus: source documents as structured, citable sections and rulings."""
