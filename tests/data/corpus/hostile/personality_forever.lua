-- expect: personality_forever.lua:
-- expect: time_ms
-- expect: at most 3600000
-- A shared record may name a personality: one that thinks for a day is refused, as --time is.
return personality { id = "personality_forever", name = "Forever", description = "Thinks for 27 hours.", limits = { time_ms = 100000000 } }
