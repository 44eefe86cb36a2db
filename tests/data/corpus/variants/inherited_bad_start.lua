-- expect: inherited_bad_start_base.lua:6: start (inherited by
-- expect: inherited_bad_start.lua): position, White's pieces: 'zz9'
return variant {
  extends = "inherited_bad_start_base",
  id = "inherited_bad_start", name = "Inherits a bad start", summary = "The base's start is broken.",
}
