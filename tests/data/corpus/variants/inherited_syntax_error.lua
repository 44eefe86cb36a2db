-- expect: inherited_syntax_error_base.lua:5: unexpected symbol near <eof>
-- expect: (in a base of
-- expect: inherited_syntax_error.lua)
return variant {
  extends = "inherited_syntax_error_base",
  id = "inherited_syntax_error", name = "Extends a broken script", summary = "Its base does not parse.",
}
