"""The site's blueprints: one per part of the site, each a thin layer over `Sources`."""
