-- Kharbaga: the North-African game of the Zamma family on the 41-point board.
-- Rules and sources: RULES.md §3 and docs/games/kharbaga.md.

return variant {
  id = "kharbaga",
  name = "Kharbaga",
  region = "North Africa (Tunisia, Morocco)",
  summary = "Zamma's small cousin: 20 men a side on 41 points, forward steps, compulsory "
    .. "majority captures, flying Mullahs.",
  history = "Played for centuries in North Africa; the idea that men advance until crowned "
    .. "Mullah may come from draughts (17th century), though this is debated. Hopi and Keres "
    .. "games on the same board suggest a link with Alquerque.",
  sources = {
    "Spanish description (Wikipedia, archived kharbaga page of 2014)",
    "Russian description (Wikipedia)",
    "German description (spielregeln collection)",
    "Ludii game database, Kharbaga",
    "Dagaz game collection, Kharbaga",
  },
  notes = "The sources leave the colours and who starts to the players, except the German one "
    .. "(Black starts); we follow it. The German text's '4 pieces' on the middle row is Zamma's "
    .. "count and cannot fit 41 points: each side has 18 + 2 = 20.",
  disputes = {
    { option = "removal", topic = "when captured pieces leave the board",
      text = "The Spanish and Russian descriptions: captured pieces stay until the move ends, so "
        .. "a Mullah cannot jump them again; they name a second variant, as in Srand, where each "
        .. "leaves at once and its point can be crossed (ruleset immediate)." },
    { option = "king_landing", topic = "where a Mullah lands after a capture",
      text = "Spanish: anywhere behind the captured piece. German: several points behind it, "
        .. "'if it has no further pieces to take', read here as: it must land where it can take "
        .. "again if there is such a point (ruleset german)." },
    { option = "men_move", topic = "whether men step sideways",
      text = "All sources: forward only, straight or diagonally. The German text's variant lets "
        .. "men also step left and right along the horizontal lines." },
    { option = "crown_mid_capture", topic = "a man passing the far row during a capture",
      text = "Spanish and German agree: it is not crowned unless the move ends there. Dagaz's "
        .. "encoding ends the move on the far row instead (ruleset dagaz)." },
  },
  board = boards.kharbaga41(),
  sides = { "Black", "White" },   -- South (moves first), North
  king_name = "Mullah",
  rules = {
    men_move = "forward", men_capture = "any", capture = "compulsory", chain = "must",
    majority = "count", removal = "end", king = "flying", king_landing = "any",
    crown_mid_capture = "ignore", blocked = "loss", setup = "right",
  },
  rulesets = {
    { id = "standard", kind = "described",
      source = "Spanish and Russian descriptions: captured pieces stay until the move ends" },
    { id = "immediate", kind = "described", removal = "immediate",
      source = "the descriptions' second variant (as in Srand): captured pieces leave at once" },
    { id = "german", kind = "described", king_landing = "continue",
      source = "German description: a Mullah lands where it can capture again; its own variant "
        .. "also lets men step sideways (add --rule men_move=forward_sideways)" },
    { id = "ludii", kind = "reconstructed", setup = "left", capture = "optional",
      chain = "single", majority = "none",
      source = "the Ludii encoding (its own text describes the standard game)" },
    { id = "dagaz", kind = "reconstructed", men_move = "forward_sideways",
      crown_mid_capture = "stop", removal = "immediate",
      source = "the Dagaz encoding" },
  },
}
