-- Saved by an editor that writes a UTF-8 byte-order mark first (as Lua itself and
-- sandbox_run_file accept): it must load like any other script.
return variant {
  id = "bom", name = "Byte-order mark", summary = "Kharbaga, from a file that starts with a BOM.",
  extends = "kharbaga",
}
