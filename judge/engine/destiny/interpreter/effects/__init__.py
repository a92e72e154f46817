"""Effect handlers, one module per family of AST effect nodes; each module's `HANDLERS` maps the
node types it executes to their handlers (merged by `judge.engine.destiny.interpreter`).
"""
