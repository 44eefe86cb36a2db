-- prelude.lua — helpers every variant script can use (board builders).
--
-- It runs once per Lua state, before any variant script, with its globals placed in the shared
-- read-only environment that scripts see. A board is a plain table:
--   { name = "...", points = { {"a1", x, y}, ... }, lines = { {"a1", "c1", "e1"}, ... } }
-- Points are named by file letter (x) and rank (y + 1); lines list their points in order.
--
-- Builders (docs/rules.md#boards):
--   boards.kharbaga41()          the 41-point Kharbaga board (Kharbaga, the Hopi and Keres games)
--   boards.alquerque(w, h)       the Alquerque drawing on w x h points (5: Alquerque, 9: Zamma)
--   boards.grid(w, h, diagonals) a w x h grid of points, optionally with both diagonals everywhere
--   boards.felli()               Felli's 13 points: two triangles joined at the apex c3
--   boards.draughts(n, corner)   the n x n draughts board's playing squares, diagonal lines only;
--                                corner "left" (default: a1 plays, x + y even, as in English and
--                                international draughts) or "right" (South's right-hand corner
--                                square plays, x + y odd, as in Spanish draughts)
--   boards.graph{...}            any board given point by point

boards = {}

local function point_name(x, y)
  local file = ""
  local n = x
  repeat
    file = string.char(97 + n % 26) .. file
    n = n // 26 - 1
  until n < 0
  return file .. tostring(y + 1)
end
boards.point_name = point_name

-- Collects straight lines through the points present: for every point and each of the given
-- unit steps, the maximal run of points spaced by that step, kept when it has 2 or more points
-- and starts at this point (so each line is listed once).
local function lines_along(present, steps)
  local lines = {}
  local function has(x, y) return present[x .. "," .. y] ~= nil end
  local keys = {}
  for key in pairs(present) do keys[#keys + 1] = key end
  table.sort(keys, function(a, b)
    local ax, ay = a:match("(-?%d+),(-?%d+)")
    local bx, by = b:match("(-?%d+),(-?%d+)")
    ax, ay, bx, by = tonumber(ax), tonumber(ay), tonumber(bx), tonumber(by)
    if ay ~= by then return ay < by end
    return ax < bx
  end)
  for _, key in ipairs(keys) do
    local x, y = key:match("(-?%d+),(-?%d+)")
    x, y = tonumber(x), tonumber(y)
    for _, s in ipairs(steps) do
      local dx, dy, fits = s[1], s[2], s[3]
      if fits(x, y) and not (has(x - dx, y - dy) and fits(x - dx, y - dy)) and has(x + dx, y + dy) then
        local line = {}
        local cx, cy = x, y
        while has(cx, cy) do
          line[#line + 1] = present[cx .. "," .. cy]
          cx, cy = cx + dx, cy + dy
        end
        lines[#lines + 1] = line
      end
    end
  end
  return lines
end

local function always() return true end

-- A board from a predicate on integer coordinates in [0, w) x [0, h) and the line steps.
local function grid_board(name, w, h, keep, steps)
  local points, present = {}, {}
  for y = 0, h - 1 do
    for x = 0, w - 1 do
      if keep(x, y) then
        local n = point_name(x, y)
        points[#points + 1] = { n, x, y }
        present[x .. "," .. y] = n
      end
    end
  end
  return { name = name, points = points, lines = lines_along(present, steps) }
end

-- Kharbaga's board (docs/rules.md#boards): 41 points (x, y in 0..8, x + y even); orthogonal lines join
-- grid points two apart, diagonals run through every point, so each 2x2 square holds both.
function boards.kharbaga41()
  local function grid(x, y) return x % 2 == 0 and y % 2 == 0 end
  return grid_board("kharbaga41", 9, 9, function(x, y) return (x + y) % 2 == 0 end, {
    { 2, 0, grid }, { 0, 2, grid }, { 1, 1, always }, { 1, -1, always },
  })
end

-- The Alquerque drawing on w x h points (w and h odd; h defaults to w): orthogonal lines
-- everywhere, diagonals through the points with x + y even. 5 is Alquerque, 9 is Zamma's board,
-- 9 x 5 is Fanorona's.
function boards.alquerque(w, h)
  h = h == nil and w or h
  for _, n in ipairs({ w, h }) do
    if type(n) ~= "number" or n < 3 or n % 2 == 0 or n > 11 then
      error("boards.alquerque(w, h): w and h must be odd numbers from 3 to 11", 2)
    end
  end
  local function even(x, y) return (x + y) % 2 == 0 end
  local name = w == h and "alquerque" .. w or "alquerque" .. w .. "x" .. h
  return grid_board(name, w, h, always, {
    { 1, 0, always }, { 0, 1, always }, { 1, 1, even }, { 1, -1, even },
  })
end

-- A rectangular grid of w x h points with orthogonal lines and, if diagonals is true, both
-- diagonals through every point.
function boards.grid(w, h, diagonals)
  local steps = { { 1, 0, always }, { 0, 1, always } }
  if diagonals then
    steps[3] = { 1, 1, always }
    steps[4] = { 1, -1, always }
  end
  return grid_board("grid" .. w .. "x" .. h, w, h, always, steps)
end

-- Felli's board (docs/rules.md#boards, felli13): two triangles joined at the apex (2, 2). Each triangle
-- has its base, its two sides, the median x = 2 and one cross-line halfway up; the sides of the
-- two triangles continue each other through the apex, so they are two long diagonals
-- a1-b2-c3-d4-e5 and e1-d2-c3-b4-a5, and the medians form the line c1-c2-c3-c4-c5. 13 points,
-- 20 segments. Points are named from their coordinates: a1 c1 e1 / b2 c2 d2 / c3 / b4 c4 d4 /
-- a5 c5 e5.
function boards.felli()
  local coords = {
    { 0, 0 }, { 2, 0 }, { 4, 0 }, { 1, 1 }, { 2, 1 }, { 3, 1 }, { 2, 2 },
    { 1, 3 }, { 2, 3 }, { 3, 3 }, { 0, 4 }, { 2, 4 }, { 4, 4 },
  }
  local points = {}
  for i, c in ipairs(coords) do points[i] = { point_name(c[1], c[2]), c[1], c[2] } end
  local lines = {
    { "a1", "c1", "e1" }, { "a5", "c5", "e5" },          -- the bases
    { "b2", "c2", "d2" }, { "b4", "c4", "d4" },          -- the cross-lines
    { "c1", "c2", "c3", "c4", "c5" },                    -- the medians, through the apex
    { "a1", "b2", "c3", "d4", "e5" },                    -- the sides, continued through the apex
    { "e1", "d2", "c3", "b4", "a5" },
  }
  return { name = "felli13", points = points, lines = lines }
end

-- The playing squares of an n x n draughts board (n even, 4 to 12), joined by diagonal lines
-- only. corner = "left" (the default): the squares with x + y even, so a1, South's left-hand
-- corner, is one of them (English and international draughts); "right": x + y odd, South's
-- right-hand corner square plays and the long diagonal runs from there (Spanish draughts).
function boards.draughts(n, corner)
  if type(n) ~= "number" or n < 4 or n % 2 == 1 or n > 12 then
    error("boards.draughts(n): n must be an even number from 4 to 12", 2)
  end
  corner = corner or "left"
  if corner ~= "left" and corner ~= "right" then
    error("boards.draughts(n, corner): corner must be \"left\" or \"right\"", 2)
  end
  local parity = corner == "left" and 0 or 1
  return grid_board("draughts" .. n, n, n, function(x, y) return (x + y) % 2 == parity end, {
    { 1, 1, always }, { 1, -1, always },
  })
end

-- A board given point by point: points = { {"a1", x, y}, ... }, lines = { {"a1", "b2"}, ... }.
function boards.graph(t)
  if type(t) ~= "table" then error("boards.graph{...}: expected a table with points and lines", 2) end
  return { name = t.name or "graph", points = t.points, lines = t.lines }
end
