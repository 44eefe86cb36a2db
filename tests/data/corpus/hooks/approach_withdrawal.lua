-- A Fanorona-like game written with hooks, as a player might write one before the engine has
-- Fanorona's capture: on the 9 x 5 Alquerque drawing, 22 pieces a side, a step towards an enemy
-- piece takes it and the enemy pieces behind it on the line (approach), a step away from an enemy
-- piece takes it and the enemy pieces beyond it (withdrawal). There are no jumps and no chains.
-- Nearly every move of the opening captures, so the capture search after the horizon finds
-- capture after capture: the search tests' capture explosion (tests/cli/test_cli_ai.c).
local function xy(p)
  return string.byte(p, 1) - 96, tonumber(string.sub(p, 2))
end

local function name(x, y)
  if x < 1 or x > 9 or y < 1 or y > 5 then return nil end
  return string.char(96 + x) .. y
end

-- The enemy pieces on the line from (x, y) on, one point at a time in (dx, dy), until the first
-- point that is not the enemy's.
local function run_of(game, x, y, dx, dy, enemy, out)
  local p = name(x, y)
  while p do
    local kind, side = game:at(p)
    if not kind or side ~= enemy then return end
    out[#out + 1] = p
    x, y = x + dx, y + dy
    p = name(x, y)
  end
end

local function add_capture(result, from, to, captured)
  if #captured > 0 then
    table.sort(captured)
    result[#result + 1] = { from = from, to = to, captured = captured, path = { to } }
  end
end

return variant {
  id = "approach_withdrawal", name = "Approach and withdrawal",
  summary = "Fanorona's captures written as hooks: a step towards or away from enemy pieces takes them.",
  board = boards.alquerque(9, 5),
  start = "B:Ba1,b1,c1,d1,e1,f1,g1,h1,i1,a2,b2,c2,d2,e2,f2,g2,h2,i2,b3,d3,g3,i3"
    .. ":Wa3,c3,f3,h3,a4,b4,c4,d4,e4,f4,g4,h4,i4,a5,b5,c5,d5,e5,f5,g5,h5,i5",
  rules = { men_move = "any", king = "none", capture = "compulsory", quiet_limit = 0 },
  hooks = {
    description = "A step towards an enemy piece takes it and the enemy pieces behind it on the "
      .. "line; a step away from one takes it and those beyond it; there are no jumps.",
    moves = function(game, moves)
      local result = {}
      local enemy = game.side == "south" and "north" or "south"
      for _, m in ipairs(moves) do
        if #m.captured == 0 then
          result[#result + 1] = m
          local fx, fy = xy(m.from)
          local tx, ty = xy(m.to)
          local dx, dy = tx - fx, ty - fy
          local ahead, behind = {}, {}
          run_of(game, tx + dx, ty + dy, dx, dy, enemy, ahead)
          run_of(game, fx - dx, fy - dy, -dx, -dy, enemy, behind)
          add_capture(result, m.from, m.to, ahead)
          add_capture(result, m.from, m.to, behind)
        end
      end
      return result
    end,
  },
}
