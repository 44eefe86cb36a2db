/*
 * test_sandbox.c — the Lua sandbox: allow-listed globals, text-only loading, a fresh copy of the
 * globals for every script, instruction budget, charged library calls, wall-clock deadline,
 * memory cap, one-line errors, and that a sandbox stays usable after every kind of failure.
 *
 * Most tests share a fixture sandbox with small limits (16 MiB, 5 million instructions) so that
 * the bombs end quickly; everything runs under the sandbox's counting allocator.
 */
#define _POSIX_C_SOURCE 200809L /* mkdtemp */

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "sandbox.h"
#include "sandbox_cost.h"

#define TEST_MEMORY ((size_t)16 * 1024 * 1024)
#define TEST_INSTRUCTIONS 5000000u
#define BUDGET_MSG "instruction budget of 5000000 exceeded"
#define MEMORY_MSG "t.lua: memory limit of 16 MiB exceeded"

/* ---- fixture and helpers ---- */

static int setup_small(void **state)
{
    SandboxLimits limits = { .memory = TEST_MEMORY, .instructions = TEST_INSTRUCTIONS };
    Sandbox *sb = sandbox_new(&limits);
    if (sb == NULL)
        return -1;
    *state = sb;
    return 0;
}

static int teardown(void **state)
{
    sandbox_free(*state);
    return 0;
}

/* Runs src as "t.lua" expecting success with one result, which is left on the stack. */
static void run_ok(Sandbox *sb, const char *src)
{
    char err[256] = "";
    lua_State *L = sandbox_lua(sb);
    int top = lua_gettop(L);
    bool ok = sandbox_run(sb, "t.lua", src, strlen(src), 1, err, sizeof err);
    if (!ok)
        print_error("unexpected failure: %s\n", err);
    assert_true(ok);
    assert_int_equal(lua_gettop(L), top + 1);
}

/* Runs src expecting `return true` (asserts in the script say what went wrong). */
static void run_true(Sandbox *sb, const char *src)
{
    run_ok(sb, src);
    assert_true(lua_toboolean(sandbox_lua(sb), -1));
    lua_pop(sandbox_lua(sb), 1);
}

/* The sandbox still runs a normal script, with a balanced stack. */
static void assert_usable(Sandbox *sb)
{
    lua_State *L = sandbox_lua(sb);
    int top = lua_gettop(L);
    run_ok(sb, "local t = {} for i = 1, 100 do t[i] = i end return #t + string.len('ab')");
    assert_int_equal(lua_tointeger(L, -1), 102);
    lua_pop(L, 1);
    assert_int_equal(lua_gettop(L), top);
    assert_true(sandbox_memory_used(sb) <= TEST_MEMORY);
}

/* Runs src as "t.lua" expecting failure; err must contain `expect` (and be one line, with the
 * stack balanced), and the sandbox must stay usable. OUT: err. */
static void run_fails(Sandbox *sb, const char *src, const char *expect, char *err, size_t errlen)
{
    lua_State *L = sandbox_lua(sb);
    int top = lua_gettop(L);
    err[0] = '\0';
    bool ok = sandbox_run(sb, "t.lua", src, strlen(src), 1, err, errlen);
    assert_false(ok);
    assert_int_equal(lua_gettop(L), top);
    if (strstr(err, expect) == NULL)
        print_error("error \"%s\" lacks \"%s\"\n", err, expect);
    assert_non_null(strstr(err, expect));
    assert_null(strchr(err, '\n'));
    assert_usable(sb);
}

/* A real bytecode chunk from a plain, unsandboxed state's string.dump. OUT: *len. */
static char *make_bytecode(size_t *len)
{
    lua_State *L = luaL_newstate();
    assert_non_null(L);
    luaL_openlibs(L);
    assert_int_equal(luaL_dostring(L, "return string.dump(function() return 1 end)"), LUA_OK);
    const char *s = lua_tolstring(L, -1, len);
    assert_non_null(s);
    char *copy = malloc(*len);
    assert_non_null(copy);
    memcpy(copy, s, *len);
    lua_close(L);
    return copy;
}

/* ---- normal runs and messages ---- */

static void test_normal_script_returns_table(void **state)
{
    (void)state;
    Sandbox *sb = sandbox_new(NULL); /* default limits */
    assert_non_null(sb);
    lua_State *L = sandbox_lua(sb);
    run_ok(sb, "local t = { name = 'kharbaga', points = {} }\n"
               "for i = 1, 41 do t.points[#t.points + 1] = string.format('p%d', i) end\n"
               "return t\n");
    assert_true(lua_istable(L, -1));
    assert_int_equal(lua_getfield(L, -1, "name"), LUA_TSTRING);
    assert_string_equal(lua_tostring(L, -1), "kharbaga");
    lua_pop(L, 1);
    lua_getfield(L, -1, "points");
    assert_int_equal(luaL_len(L, -1), 41);
    lua_pop(L, 2);
    assert_int_equal(lua_gettop(L), 0);
    sandbox_free(sb);
}

static void test_multiple_results(void **state)
{
    Sandbox *sb = *state;
    lua_State *L = sandbox_lua(sb);
    char err[256];
    const char *src = "return 1, 2, 3";
    assert_true(sandbox_run(sb, "t.lua", src, strlen(src), LUA_MULTRET, err, sizeof err));
    assert_int_equal(lua_gettop(L), 3);
    assert_int_equal(lua_tointeger(L, 3), 3);
    lua_settop(L, 0);
}

static void test_syntax_error_has_file_line(void **state)
{
    char err[256];
    run_fails(*state, "local x = 1\nlocal = 2\n", "t.lua:2:", err, sizeof err);
    assert_int_equal(strncmp(err, "t.lua:2:", 8), 0);
}

static void test_runtime_error_has_file_line(void **state)
{
    char err[256];
    run_fails(*state, "local x = 1\n\nerror('boom')\n", "boom", err, sizeof err);
    assert_string_equal(err, "t.lua:3: boom");
    run_fails(*state, "local t = nil\nreturn t.x\n", "t.lua:2: attempt to index", err,
              sizeof err);
}

static void test_error_is_one_line(void **state)
{
    char err[256];
    run_fails(*state, "error('first\\nsecond\\nthird')", "first", err, sizeof err);
    assert_string_equal(err, "t.lua:1: first");
    run_fails(*state, "error({})", "(error object is a table value)", err, sizeof err);
    /* No line of text at all: still a message, naming the script (found by fuzz_sandbox). */
    run_fails(*state, "error('', 16)", "t.lua: (an error with an empty message)", err, sizeof err);
    run_fails(*state, "error('\\r\\nsecond line', 0)", "second line", err, sizeof err);
    assert_string_equal(err, "second line");
    run_fails(*state, "error(setmetatable({}, { __tostring = function() return 'custom' end }))",
              "custom", err, sizeof err);
}

static void test_chunkname_forms(void **state)
{
    Sandbox *sb = *state;
    char err[256];
    const char *src = "error('x')";
    assert_false(sandbox_run(sb, "@dir/v.lua", src, strlen(src), 0, err, sizeof err));
    assert_string_equal(err, "dir/v.lua:1: x");
    assert_false(sandbox_run(sb, "=hook", src, strlen(src), 0, err, sizeof err));
    assert_string_equal(err, "hook:1: x");
}

/* ---- the environment ---- */

static void test_forbidden_globals_are_nil(void **state)
{
    Sandbox *sb = *state;
    run_ok(sb, "local present = {}\n"
               "for _, name in ipairs{ 'io', 'os', 'package', 'require', 'debug', 'dofile',\n"
               "    'loadfile', 'loadstring', 'coroutine', 'warn', 'module', 'newproxy' } do\n"
               "  if _ENV[name] ~= nil then present[#present + 1] = name end\n"
               "end\n"
               "if string.dump ~= nil then present[#present + 1] = 'string.dump' end\n"
               "if ('').dump ~= nil then present[#present + 1] = ('').dump end\n"
               "if getmetatable('') ~= false then present[#present + 1] = 'string metatable' end\n"
               "return table.concat(present, ' ')\n");
    assert_string_equal(lua_tostring(sandbox_lua(sb), -1), "");
    lua_pop(sandbox_lua(sb), 1);
}

static void test_allowed_globals_present(void **state)
{
    run_true(*state,
             "for _, name in ipairs{ 'assert', 'error', 'ipairs', 'next', 'pairs', 'pcall',\n"
             "    'select', 'tonumber', 'tostring', 'type', 'xpcall', 'rawequal', 'rawlen',\n"
             "    'rawget', 'rawset', 'setmetatable', 'getmetatable', 'print', 'load',\n"
             "    'collectgarbage' } do\n"
             "  assert(type(_ENV[name]) == 'function', name)\n"
             "end\n"
             "for _, name in ipairs{ 'string', 'table', 'math', 'utf8' } do\n"
             "  assert(type(_ENV[name]) == 'table', name)\n"
             "end\n"
             "assert(_G == _ENV)\n"
             "assert(math.floor(2.5) == 2 and utf8.char(65) == 'A' and ('%d'):format(7) == '7')\n"
             "assert(select('#', table.unpack({ 1, 2, 3 })) == 3)\n"
             "local n = 0 for k in pairs(math) do n = n + 1 end assert(n > 20)\n"
             "assert(#string == 0)\n"
             "print('hello from the sandbox test', 1, nil)\n"
             "local ok, a, b = xpcall(function(x, y) return x + y, 'r' end, error, 1, 2)\n"
             "assert(ok == true and a == 3 and b == 'r')\n"
             "ok, a = xpcall(error, function(m) return 'handled ' .. m end, 'e', 0)\n"
             "assert(ok == false and a == 'handled e', a)\n"
             "ok, a = xpcall(error, function(m) error('again', 0) end, 'e')\n"
             "assert(ok == false and a == 'again', a)\n"
             "return true\n");
}

static void test_load_refuses_bytecode(void **state)
{
    Sandbox *sb = *state;
    lua_State *L = sandbox_lua(sb);
    size_t len;
    char *bytecode = make_bytecode(&len);
    lua_pushlstring(L, bytecode, len);
    assert_true(sandbox_set_global(sb, "bytecode"));
    run_true(sb, "assert(bytecode:byte(1) == 27)\n"
                 "local f, msg = load(bytecode)\n"
                 "assert(f == nil and msg:find('binary'), msg)\n"
                 "f, msg = load(bytecode, 'b', 'b')\n"
                 "assert(f == nil and msg:find('binary'), msg)\n"
                 "f, msg = load(bytecode, 'bt', 'bt', {})\n"
                 "assert(f == nil and msg:find('binary'), msg)\n"
                 "assert(not pcall(load, function() return bytecode end))\n"
                 "return true\n");
    free(bytecode);
    assert_usable(sb);
}

static void test_run_refuses_bytecode(void **state)
{
    Sandbox *sb = *state;
    char err[256];
    size_t len;
    char *bytecode = make_bytecode(&len);
    assert_false(sandbox_run(sb, "bc", bytecode, len, 0, err, sizeof err));
    assert_non_null(strstr(err, "attempt to load a binary chunk"));
    assert_false(sandbox_run_prelude(sb, "bc", bytecode, len, err, sizeof err));
    assert_non_null(strstr(err, "attempt to load a binary chunk"));
    free(bytecode);
    assert_usable(sb);
}

static void test_load_uses_script_env(void **state)
{
    Sandbox *sb = *state;
    run_true(sb, "x = 5\n"
                 "assert(load('return x')() == 5)\n"
                 "load('y = 6')()\n"
                 "assert(y == 6)\n"
                 "local env = { x = 7 }\n"
                 "assert(load('return x', 'chunk', 't', env)() == 7)\n"
                 "load('z = 8', 'chunk', 't', env)()\n"
                 "assert(env.z == 8 and z == nil)\n"
                 "local f, msg = load('return +', 'broken')\n"
                 "assert(f == nil and msg:find('broken'), msg)\n"
                 "return true\n");
    run_true(sb, "return x == nil and y == nil and z == nil");
}

static void test_script_globals_isolated(void **state)
{
    Sandbox *sb = *state;
    run_true(sb, "foo = 1; _G.bar = 2; function baz() end; return foo == 1 and bar == 2");
    run_true(sb, "return foo == nil and bar == nil and baz == nil");
}

static void test_library_tampering_isolated(void **state)
{
    Sandbox *sb = *state;
    /* A script may change its own copy of every library... */
    run_true(sb, "string.rep = nil; string.extra = 1; table.insert = nil; math.floor = nil\n"
                 "math.pi = 3; utf8.char = nil; setmetatable(string, {}); rawset(table, 'concat', nil)\n"
                 "_G.tostring = nil\n"
                 "assert(string.rep == nil and math.pi == 3 and table.concat == nil)\n"
                 "string, table, math = nil, nil, nil\n"
                 "return true\n");
    /* ...and the next script sees none of it. */
    run_ok(sb, "return string.rep('a', 3) .. table.concat({ 1, 2 }) .. math.floor(2.5) ..\n"
               "  utf8.char(65) .. tostring(string.extra) .. (math.pi > 3.14 and 'pi' or '?') ..\n"
               "  tostring(getmetatable(string))");
    assert_string_equal(lua_tostring(sandbox_lua(sb), -1), "aaa122Anilpinil");
    lua_pop(sandbox_lua(sb), 1);
}

static void test_string_metatable_hidden(void **state)
{
    Sandbox *sb = *state;
    run_true(sb, "assert(getmetatable('') == false and getmetatable('abc') == false)\n"
                 "string.rep = function() return 'changed' end\n"
                 "assert(('ab'):rep(2) == 'abab') -- methods use the state's own string library\n"
                 "return true\n");
    run_ok(sb, "return ('ab'):rep(2) .. ('x'):upper() .. ('10' + 1)");
    assert_string_equal(lua_tostring(sandbox_lua(sb), -1), "ababX11");
    lua_pop(sandbox_lua(sb), 1);
    char err[256];
    /* Method calls are charged as the library's functions are. */
    run_fails(sb, "return (''):rep(1 << 40)", "(string.rep: 1.1e+12 copies of an empty string to make)", err,
              sizeof err);
}

static void test_env_is_a_fresh_copy(void **state)
{
    Sandbox *sb = *state;
    run_true(sb, "assert(_G == _ENV and getmetatable(_ENV) == nil)\n"
                 "setmetatable(_ENV, { __index = function(_, k) return 'made up ' .. k end })\n"
                 "assert(undefined == 'made up undefined')\n"
                 "return true\n");
    run_true(sb, "return undefined == nil and getmetatable(_ENV) == nil");
}

static void test_prelude_globals_copied(void **state)
{
    Sandbox *sb = *state;
    char err[256];
    const char *prelude = "function helper(x) return x * 2 end\n"
                          "boards = { size = 9, list = { 1, 2, 3 } }\n"
                          "boards.same = boards.list\n"
                          "boards.self = boards\n"
                          "setmetatable(boards, { __index = { extra = 'e' } })\n";
    assert_true(sandbox_run_prelude(sb, "prelude", prelude, strlen(prelude), err, sizeof err));
    run_true(sb, "assert(helper(21) == 42)\n"
                 "assert(boards.size == 9 and #boards.list == 3 and boards.list[3] == 3)\n"
                 "assert(boards.same == boards.list and boards.self == boards and boards.extra == 'e')\n"
                 "local n = 0 for k, v in pairs(boards) do n = n + 1 end assert(n == 4)\n"
                 "boards.size = 1; boards.list[1] = 9; table.insert(boards.list, 4)\n"
                 "getmetatable(boards).__index.extra = 'changed'\n"
                 "helper = nil\n"
                 "return true\n");
    run_true(sb, "return helper(1) == 2 and boards.size == 9 and boards.list[1] == 1\n"
                 "  and #boards.list == 3 and boards.extra == 'e'");
    lua_pushinteger(sandbox_lua(sb), 17);
    assert_true(sandbox_set_global(sb, "host_value"));
    run_true(sb, "return host_value == 17");
}

static void test_prelude_error_reported(void **state)
{
    Sandbox *sb = *state;
    char err[256];
    const char *prelude = "local x = 1\nerror('prelude broke')\n";
    assert_false(sandbox_run_prelude(sb, "prelude.lua", prelude, strlen(prelude), err, sizeof err));
    assert_string_equal(err, "prelude.lua:2: prelude broke");
    assert_usable(sb);
}

static void test_collectgarbage_count_only(void **state)
{
    Sandbox *sb = *state;
    char err[256];
    run_true(sb, "local kb = collectgarbage('count')\n"
                 "return type(kb) == 'number' and kb > 0 and kb < 16 * 1024\n");
    run_fails(sb, "collectgarbage('collect')", "only \"count\" is allowed", err, sizeof err);
    run_fails(sb, "collectgarbage()", "only \"count\" is allowed", err, sizeof err);
    run_fails(sb, "collectgarbage('stop')", "only \"count\" is allowed", err, sizeof err);
    assert_int_equal(strncmp(err, "t.lua:1:", 8), 0);
}

static void test_gc_metamethod_refused(void **state)
{
    char err[256];
    run_fails(*state, "setmetatable({}, { __gc = function() while true do end end })",
              "__gc metamethods are not allowed", err, sizeof err);
}

/* ---- the instruction budget ---- */

static void test_infinite_loop_budget(void **state)
{
    char err[256];
    run_fails(*state, "local n = 0\nwhile true do n = n + 1 end\n", BUDGET_MSG, err, sizeof err);
    assert_string_equal(err, "t.lua:2: " BUDGET_MSG);
}

static void test_infinite_loop_in_pcall_budget(void **state)
{
    Sandbox *sb = *state;
    char err[256];
    run_fails(sb, "local ok, e = pcall(function() while true do end end)\n"
                  "error('swallowed: ' .. tostring(e))\n",
              BUDGET_MSG, err, sizeof err);
    assert_null(strstr(err, "swallowed"));
    /* A tail-called pcall returns without running another instruction. */
    run_fails(sb, "return pcall(function() while true do end end)", BUDGET_MSG, err, sizeof err);
    /* Stock xpcall would run this handler inside the hook, with hooks off: forever. */
    run_fails(sb, "return xpcall(function() while true do end end,\n"
                  "              function(m) while true do end end)\n",
              BUDGET_MSG, err, sizeof err);
    run_fails(sb, "local function h(m) return select(2, xpcall(error, h, m)) end\n"
                  "while true do xpcall(function() while true do end end, h) end\n",
              BUDGET_MSG, err, sizeof err);
    run_fails(sb, "error(setmetatable({}, { __tostring = function() while true do end end }))",
              BUDGET_MSG, err, sizeof err);
    run_fails(sb, "local x <close> = setmetatable({},\n"
                  "  { __close = function() while true do end end })\n"
                  "error('x')\n",
              BUDGET_MSG, err, sizeof err);
    run_fails(sb, "for i = 1, 10 do pcall(error, 'x') end\n"
                  "local ok = pcall(function() while true do end end)\n"
                  "return ok\n",
              BUDGET_MSG, err, sizeof err);
}

static void test_pcall_loop_in_loop_ends(void **state)
{
    char err[256];
    run_fails(*state, "while true do pcall(function() while true do end end) end", BUDGET_MSG,
              err, sizeof err);
    run_fails(*state, "while true do pcall(pcall, pcall, function() while true do end end) end",
              BUDGET_MSG, err, sizeof err);
}

static void test_budget_is_per_run(void **state)
{
    Sandbox *sb = *state;
    /* Each run is well under the budget; together they are far over it. */
    for (int i = 0; i < 20; i++)
        run_true(sb, "local n = 0 for i = 1, 300000 do n = n + 1 end return n == 300000");
}

static void test_default_budget_ends(void **state)
{
    (void)state;
    SandboxLimits limits;
    sandbox_default_limits(&limits);
    assert_int_equal(limits.deadline_ms, 1000);
    limits.deadline_ms = 0; /* the budget alone */
    Sandbox *sb = sandbox_new(&limits);
    assert_non_null(sb);
    char err[256];
    const char *src = "while true do end";
    assert_false(sandbox_run(sb, "t.lua", src, strlen(src), 0, err, sizeof err));
    assert_string_equal(err, "t.lua:1: instruction budget of 200000000 exceeded");
    sandbox_free(sb);
}

/* ---- library calls charged against the budget (lua/host/sandbox_cost.c) ---- */

/* Memory bombs caught by pcall, again and again: a few instructions each, gigabytes copied in C.
 * Allocation is charged against the budget. */
static void test_allocation_charged(void **state)
{
    char err[256];
    run_fails(*state, "for i = 1, 1000000 do\n"
                      "  pcall(function() local s = 'x' while true do s = s .. s end end)\n"
                      "end\n",
              BUDGET_MSG, err, sizeof err);
    run_fails(*state, "for i = 1, 1000000 do local s = ('x'):rep(2000000) end", "t.lua:1: " BUDGET_MSG, err,
              sizeof err);
}

static void test_pattern_backtracking_budget(void **state)
{
    Sandbox *sb = *state;
    char err[256];
    /* 2^40 ways for the a? to share the subject: one C call the count hook cannot stop. */
    const char *prefix = "local s = ('a'):rep(40)\nlocal p = ('a?'):rep(40) .. s .. 'b'\n";
    const char *calls[] = {
        "return s:find(p)", "return s:match(p)", "return s:gsub(p, '')",
        "for w in s:gmatch(p) do end return 1", "return pcall(string.find, s, p)",
    };
    const char *names[] = {"string.find", "string.match", "string.gsub", "string.gmatch", "string.find"};
    for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++) {
        char src[256];
        snprintf(src, sizeof src, "%s%s\n", prefix, calls[i]);
        run_fails(sb, src, BUDGET_MSG, err, sizeof err);
        assert_non_null(strstr(err, names[i]));
        assert_non_null(strstr(err, "t.lua:3: "));
    }
    assert_string_equal(err, "t.lua:3: " BUDGET_MSG " (string.find: a pattern that may take 1.94e+15 steps "
                             "on a subject of 40 bytes)");
    /* Quadratic ones: a repeat on a long subject, a long plain needle. */
    run_fails(sb, "return (('x'):rep(1000000)):find('x*y')", "string.find", err, sizeof err);
    run_fails(sb, "return (('a'):rep(4000000)):find(('a'):rep(2000000) .. 'b', 1, true)", BUDGET_MSG, err,
              sizeof err);
    /* Many cheap calls are charged too. */
    run_fails(sb, "local s = ('x'):rep(3000)\nfor i = 1, 100000 do s:find('x*y') end", BUDGET_MSG, err, sizeof err);
    /* Cheap to match but not to measure: an anchored pattern of 50 repeats has one way to match,
     * but bounding each repeat reads the 200,000-byte subject; 2,000 such calls ran for seconds
     * within the budget until that reading was charged. */
    run_fails(sb, "local s = ('ab'):rep(100000)\nlocal p = '^' .. ('x*'):rep(50)\nfor i = 1, 2000 do s:find(p) end",
              "string.find", err, sizeof err);
    assert_non_null(strstr(err, BUDGET_MSG));
}

static void test_patterns_still_work(void **state)
{
    run_true(*state,
             "assert(('hello world'):find('o w') == 5)\n"
             "assert(select(2, ('hello'):find('l+')) == 4)\n"
             "local k, v = ('key=value'):match('^(%w+)=(%w+)$') assert(k == 'key' and v == 'value')\n"
             "assert(('a1,b2'):gsub('%d', '#') == 'a#,b#')\n"
             "assert(select(2, ('a1,b2'):gsub('%d', '#', 1)) == 1)\n"
             "assert(('abc'):gsub('%w', { a = 'A' }) == 'Abc')\n"
             "assert(('abc'):gsub('%w', function(c) return c:upper() end) == 'ABC')\n"
             "local t = {} for w in ('one two three'):gmatch('%a+') do t[#t + 1] = w end\n"
             "assert(#t == 3 and t[3] == 'three')\n"
             "assert(string.find('a.b', '.', 1, true) == 2)\n"
             "assert(('x(y(z))'):match('%b()') == '(y(z))')\n"
             "assert(('THE (quick) fox'):find('%f[%a]%a+%f[%A]') == 1)\n"
             "assert(('abcabc'):match('(abc)%1') == 'abc')\n"
             "assert(string.gsub('abc', '', '-') == '-a-b-c-')\n"
             "assert(select('#', string.find('abc', '(a)(b)()')) == 5)\n"
             "assert(('[x]'):find('[]]') == 3 and ('a-b'):find('[%-]') == 2)\n"
             "assert(string.match(12345, '%d%d') == '12')\n"
             "assert(select(2, ('word '):rep(200):gsub('%a+', '')) == 200)\n"
             "local n = 0 for k, v in ('a=1, b=2, '):rep(100):gmatch('(%w+)%s*=%s*(%w+)') do n = n + 1 end\n"
             "assert(n == 200)\n"
             "local ok, e = pcall(string.find, 'a', '[a') assert(not ok and e:find('malformed'))\n"
             "ok, e = pcall(string.find, 'a', 'a', {}) assert(not ok and e:find('number expected'))\n"
             "ok, e = pcall(string.gsub, 'a', 'a', true) assert(not ok and e:find('string/function/table'))\n"
             "return true");
}

/* n copies of c, without a terminating NUL (ASan sees a read past the end). */
static char *repeat_char(char c, size_t n)
{
    char *s = malloc(n ? n : 1);
    assert_non_null(s);
    memset(s, c, n);
    return s;
}

static double cost(const char *pattern, const char *subject, size_t n, bool plain, bool anchorable)
{
    return sandbox_pattern_cost(pattern, strlen(pattern), subject, n, plain, anchorable, HUGE_VAL);
}

static void test_pattern_cost_bounds(void **state)
{
    (void)state;
    char *a = repeat_char('a', 1000);
    /* Plain text: every start, every byte of the needle. */
    assert_true(cost("ab", a, 10, true, true) >= 10 * 2);
    /* Anchored and fixed: one path. */
    assert_true(cost("^abc$", a, 1000, false, true) < 10);
    /* Not anchored for gmatch: '^' is then no anchor. */
    assert_true(cost("^abc", a, 1000, false, false) > 1000);
    /* Each '?' doubles the ways after it. */
    assert_true(cost("a?a?b", a, 40, false, true) > 1.9 * cost("a?b", a, 40, false, true));
    /* Repeats whose class covers the subject: about n^3 for two of them... */
    assert_true(cost("a*a*b", a, 1000, false, true) > 1e8);
    /* ...but a repeat is bounded by the longest run of its class, so disjoint classes are cheap. */
    const char *pairs = "a=1, b=22, cc=3, ";
    assert_true(cost("(%w+)%s*=%s*(%w+)", pairs, strlen(pairs), false, true) < 10000);
    assert_true(cost("(.+)%s*=%s*(.+)", pairs, strlen(pairs), false, true) > 20000);
    assert_true(cost("[%d]+", pairs, strlen(pairs), false, true) < cost("[%a%d=]+", pairs, strlen(pairs), false, true));
    assert_true(cost("[^,]+", pairs, strlen(pairs), false, true) > cost("[,]+", pairs, strlen(pairs), false, true));
    assert_true(cost("x*", a, 1000, false, true) < cost("a*", a, 1000, false, true));
    assert_true(cost(".*", pairs, strlen(pairs), false, true) >= cost("%w*", pairs, strlen(pairs), false, true));
    /* Measuring a repeat's runs reads the subject, and is counted: 50 anchored repeats on
     * 1,000 bytes cost at least 50,000 though one way matches; under a lower limit the measuring
     * is skipped, and the cost still passes the limit (the call is refused either way). */
    char anchored[120] = "^";
    for (int i = 0; i < 50; i++)
        strcat(anchored, "x*");
    assert_true(cost(anchored, a, 1000, false, true) >= 50000);
    assert_true(sandbox_pattern_cost(anchored, strlen(anchored), a, 1000, false, true, 100) > 100);
    /* Saturates rather than overflowing. */
    char *many = repeat_char('a', 1u << 20);
    char pattern[200] = "";
    for (int i = 0; i < 80; i++)
        strcat(pattern, "a*");
    assert_true(cost(pattern, many, 1u << 20, false, true) == 1e300);
    /* Malformed patterns are read without running past them. */
    const char *bad[] = {"%", "[", "[^", "[%", "[a", "%b", "%bx", "%f", "%f[", "(", ")", "$", "^", "[]*", "[a-*"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char *exact = repeat_char(0, strlen(bad[i]));
        memcpy(exact, bad[i], strlen(bad[i]));
        assert_true(sandbox_pattern_cost(exact, strlen(bad[i]), a, 100, false, true, HUGE_VAL) >= 1);
        free(exact);
    }
    free(many);
    free(a);
}

static void test_table_shifts_budget(void **state)
{
    Sandbox *sb = *state;
    char err[256];
    run_fails(sb, "table.move({}, 1, math.maxinteger // 4, 2)", "(table.move: ", err, sizeof err);
    assert_non_null(strstr(err, BUDGET_MSG));
    const char *huge = "local t = setmetatable({}, { __len = function() return math.maxinteger // 2 end })\n";
    char src[256];
    snprintf(src, sizeof src, "%stable.insert(t, 1, 0)", huge);
    run_fails(sb, src, "t.lua:2: " BUDGET_MSG " (table.insert: ", err, sizeof err);
    snprintf(src, sizeof src, "%stable.remove(t, 1)", huge);
    run_fails(sb, src, "t.lua:2: " BUDGET_MSG " (table.remove: ", err, sizeof err);
    /* #t + 1 wraps around: nothing to shift, nothing charged (as stock Lua, which shifts none). */
    run_true(sb, "local t = setmetatable({}, { __len = function() return math.maxinteger end })\n"
                 "table.insert(t, 1, 'x') return rawget(t, 1) == 'x'");
}

static void test_tables_still_work(void **state)
{
    run_true(*state,
             "local t = { 1, 2, 3 }\n"
             "table.insert(t, 4) table.insert(t, 1, 0)\n"
             "assert(table.concat(t, ',') == '0,1,2,3,4')\n"
             "assert(table.remove(t) == 4 and table.remove(t, 1) == 0 and table.concat(t, ',') == '1,2,3')\n"
             "assert(table.concat(table.move({ 1, 2, 3 }, 1, 3, 2), ',') == '1,1,2,3')\n"
             "assert(table.concat(table.move({ 1, 2, 3 }, 2, 3, 1), ',') == '2,3,3')\n"
             "local d = table.move({ 1, 2, 3 }, 1, 3, 1, {}) assert(#d == 3 and d[3] == 3)\n"
             "assert(table.move({}, 1, 0, 1) ~= nil)\n"
             "assert(table.remove({}) == nil and table.remove({}, 0) == nil)\n"
             "local ok, e = pcall(table.insert, t, 10, 1) assert(not ok and e:find('out of bounds'))\n"
             "ok, e = pcall(table.insert, t) assert(not ok and e:find('wrong number'))\n"
             "ok, e = pcall(table.remove, t, 7) assert(not ok and e:find('out of bounds'))\n"
             "ok, e = pcall(table.move, {}, math.mininteger, 1, 1) assert(not ok and e:find('too many'))\n"
             "ok, e = pcall(table.move, { 1 }, 1, 1, math.maxinteger) assert(ok)\n"
             "ok, e = pcall(table.move, { 1, 2 }, 1, 2, math.maxinteger) assert(not ok and e:find('wrap'))\n"
             "ok, e = pcall(table.insert, 'abc', 1) assert(not ok and e:find('table expected'))\n"
             "return true");
}

/* ---- the memory cap ---- */

static void test_memory_bomb_table(void **state)
{
    char err[256];
    run_fails(*state, "local t = {}\nlocal i = 0\nwhile true do i = i + 1; t[i] = { i } end\n",
              MEMORY_MSG, err, sizeof err);
    assert_string_equal(err, MEMORY_MSG);
}

static void test_memory_bomb_string_rep(void **state)
{
    char err[256];
    run_fails(*state, "local s = string.rep('x', 1 << 30)\nreturn #s\n", MEMORY_MSG, err,
              sizeof err);
    assert_string_equal(err, MEMORY_MSG);
    run_fails(*state, "local t = {}\nfor i = 1, 100 do t[i] = ('y'):rep(1 << 20) .. i end\n",
              MEMORY_MSG, err, sizeof err);
    run_fails(*state, "local s = 'x'\nwhile true do s = s .. s end\n", MEMORY_MSG, err,
              sizeof err);
}

static void test_memory_bomb_caught_by_pcall(void **state)
{
    Sandbox *sb = *state;
    /* A script may recover from its own memory error; the garbage goes away. */
    run_true(sb, "local ok, e = pcall(string.rep, 'x', 1 << 30)\n"
                 "return not ok and e == 'not enough memory'\n");
    assert_usable(sb);
}

static void test_deep_recursion(void **state)
{
    char err[256];
    run_fails(*state, "local function f(n) return 1 + f(n + 1) end\nreturn f(1)\n", "t.lua", err,
              sizeof err);
    assert_true(strstr(err, "stack overflow") != NULL || strstr(err, "memory limit") != NULL);
}

static void test_deep_c_recursion(void **state)
{
    char err[256];
    run_fails(*state,
              "local t = setmetatable({}, { __index = function(t, k) return t[k] end })\n"
              "return t.x\n",
              "stack overflow", err, sizeof err);
    run_fails(*state, "local function f() return pcall(f) end\nlocal function g() f() g() end g()",
              "t.lua", err, sizeof err);
    run_fails(*state, "local s = string.rep('(', 1000) .. '1' .. string.rep(')', 1000)\n"
                      "local f, e = load('return ' .. s)\n"
                      "assert(f == nil) error(e, 0)\n",
              "stack overflow", err, sizeof err);
    /* The same nesting in the script itself: the parser's message gets the chunk name. */
    char deep[2200] = "return ";
    for (int i = 0; i < 1000; i++)
        strcat(deep, "(");
    strcat(deep, "1");
    for (int i = 0; i < 1000; i++)
        strcat(deep, ")");
    run_fails(*state, deep, "stack overflow", err, sizeof err);
    assert_string_equal(err, "t.lua: C stack overflow");
}

static void test_tiny_memory_limit(void **state)
{
    (void)state;
    SandboxLimits limits = { .memory = 1024, .instructions = 1000 };
    assert_null(sandbox_new(&limits));
    limits.memory = 512 * 1024; /* enough to build, not to bomb */
    Sandbox *sb = sandbox_new(&limits);
    assert_non_null(sb);
    char err[256];
    const char *src = "local t = {} while true do t[#t + 1] = {} end";
    assert_false(sandbox_run(sb, "t.lua", src, strlen(src), 0, err, sizeof err));
    assert_true(strstr(err, "memory limit of 0.5 MiB exceeded") != NULL ||
                strstr(err, "instruction budget of 1000 exceeded") != NULL);
    sandbox_free(sb);
}

/* ---- sandbox_call ---- */

static void test_call(void **state)
{
    Sandbox *sb = *state;
    lua_State *L = sandbox_lua(sb);
    char err[256];
    run_ok(sb, "return {\n"
               "  add = function(a, b) return a + b end,\n"
               "  fail = function() error('hook failed') end,\n"
               "  spin = function() while true do end end,\n"
               "  grow = function() local t = {} while true do t[#t + 1] = {} end end,\n"
               "}\n");
    int hooks = lua_gettop(L);

    lua_getfield(L, hooks, "add");
    lua_pushinteger(L, 2);
    lua_pushinteger(L, 40);
    assert_true(sandbox_call(sb, 2, 1, err, sizeof err));
    assert_int_equal(lua_tointeger(L, -1), 42);
    lua_pop(L, 1);

    lua_getfield(L, hooks, "fail");
    assert_false(sandbox_call(sb, 0, 1, err, sizeof err));
    assert_string_equal(err, "t.lua:3: hook failed");
    assert_int_equal(lua_gettop(L), hooks);

    lua_getfield(L, hooks, "spin");
    lua_pushinteger(L, 1);
    assert_false(sandbox_call(sb, 1, 0, err, sizeof err));
    assert_string_equal(err, "t.lua:4: " BUDGET_MSG);
    assert_int_equal(lua_gettop(L), hooks);

    lua_getfield(L, hooks, "grow");
    assert_false(sandbox_call(sb, 0, 0, err, sizeof err));
    assert_string_equal(err, MEMORY_MSG);
    assert_int_equal(lua_gettop(L), hooks);

    lua_pushinteger(L, 3); /* not a function */
    assert_false(sandbox_call(sb, 0, 0, err, sizeof err));
    assert_non_null(strstr(err, "attempt to call a number value"));
    assert_int_equal(lua_gettop(L), hooks);

    lua_getfield(L, hooks, "add"); /* still usable */
    lua_pushinteger(L, 1);
    lua_pushinteger(L, 1);
    assert_true(sandbox_call(sb, 2, 1, err, sizeof err));
    assert_int_equal(lua_tointeger(L, -1), 2);
    lua_settop(L, 0);
}

/* A host callback that calls back into Lua through sandbox_call. */
static int host_call(lua_State *L)
{
    Sandbox *sb = lua_touserdata(L, lua_upvalueindex(1));
    char err[256];
    lua_pushvalue(L, 1);
    if (!sandbox_call(sb, 0, 0, err, sizeof err))
        return luaL_error(L, "%s", err);
    return 0;
}

static void test_nested_call_shares_budget(void **state)
{
    Sandbox *sb = *state;
    lua_State *L = sandbox_lua(sb);
    char err[256];
    lua_pushlightuserdata(L, sb);
    lua_pushcclosure(L, host_call, 1);
    assert_true(sandbox_set_global(sb, "host_call"));
    run_true(sb, "local n = 0 host_call(function() n = n + 1 end) return n == 1");
    run_fails(sb, "while true do host_call(function() end) end", BUDGET_MSG, err, sizeof err);
    run_fails(sb, "host_call(function() while true do end end)", BUDGET_MSG, err, sizeof err);
}

/* ---- escapes and the C work of one call ---- */

/* The iterator pairs returns for a library took any first argument and iterated memory it
 * pointed at (a float with an address's bits reached the os library). Every iterator and every
 * function a script can reach now checks its arguments. */
static void test_iterators_check_their_arguments(void **state)
{
    run_true(*state,
             "local addr = tonumber(string.format('%p', pairs):sub(3), 16)\n"
             "local fake = string.unpack('d', string.pack('j', addr))\n"
             "local odd = { 12345, 1.5e-300, fake, -1, 0 / 0, 'text', pairs, true, math.huge }\n"
             "for _, lib in ipairs{ string, table, math, utf8, _G } do\n"
             "  local it = pairs(lib)\n"
             "  for _, v in ipairs(odd) do\n"
             "    local ok, e = pcall(it, v)\n"
             "    assert(not ok and e:find('table expected'), tostring(e))\n"
             "    ok, e = pcall(it, v, 'upper')\n"
             "    assert(not ok, tostring(e))\n"
             "  end\n"
             "end\n"
             "local iters = { (ipairs({})), (utf8.codes('ab')), (('ab'):gmatch('.')) }\n"
             "for _, it in ipairs(iters) do\n"
             "  for _, v in ipairs(odd) do pcall(it, v, v) pcall(it, v) pcall(it) end\n"
             "end\n"
             "local n = 0 for k, v in pairs(string) do n = n + 1 end assert(n > 10)\n"
             "return true\n");
}

/* Each library function whose one C call can run long is charged before it runs: a loop of
 * them ends at the budget, naming the function. Before the charging, each of these ran for
 * minutes to centuries inside a budget of five million instructions. */
static void test_every_long_call_charged(void **state)
{
    Sandbox *sb = *state;
    static const struct {
        const char *src, *fn;
    } cases[] = {
        {"return string.rep('', 1 << 50, '')", "string.rep"},
        {"local t = setmetatable({}, { __index = table.concat })\n"
         "return table.concat(t, '', 1, 1 << 50)", "table.concat"},
        {"local t = setmetatable({}, { __index = table.concat })\n"
         "for i = 1, 1000 do table.unpack(t, 1, 100000) end", "table.unpack"},
        {"local mt = { __lt = rawequal } local t = {}\n"
         "for i = 1, 2000 do t[i] = setmetatable({}, mt) end\n"
         "for i = 1, 100000 do table.sort(t) end", "table.sort"},
        {"local t = {} for i = 1, 2000 do t[i] = i end\n"
         "for i = 1, 100000 do table.sort(t, rawequal) end", "table.sort"},
        {"local t = { ('x'):rep(1000000), ('x'):rep(1000000) }\n"
         "for i = 1, 100000 do table.sort(t) end", "table.sort"},
        {"local s = '--' .. ('x'):rep(4000000)\nfor i = 1, 100000 do load(s) end", "load"},
        {"local s = ('a'):rep(4000000)\nfor i = 1, 100000 do utf8.len(s) end", "utf8.len"},
        {"local s = ('a'):rep(100000)\nfor i = 1, 100000 do utf8.codepoint(s, 1, -1) end", "utf8.codepoint"},
        {"local s = ('a'):rep(4000000)\nfor i = 1, 100000 do utf8.offset(s, -1) end", "utf8.offset"},
        {"local s = (' '):rep(4000000)\nfor i = 1, 100000 do tonumber(s) end", "tonumber"},
        {"local s = ('1'):rep(4000000)\nfor i = 1, 100000 do tonumber(s, 2) end", "tonumber"},
        {"local s = ('x'):rep(4000000)\nfor i = 1, 100000 do string.format('%.1s', s) end", "string.format"},
        {"local f = ('b'):rep(4000000)\nfor i = 1, 100000 do string.packsize(f) end", "string.packsize"},
        {"local f = ('x'):rep(4000000)\nfor i = 1, 100000 do string.unpack(f, f) end", "string.unpack"},
        {"local s = ('x'):rep(100000)\nfor i = 1, 100000 do s:byte(1, -1) end", "string.byte"},
        {"while true do pcall(error, {}) end", "pcall"},
        {"while true do xpcall(error, error, {}) end", "xpcall"},
        {"for i = 1, 1e9 do print() end", "print"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char err[512], fn[64];
        snprintf(fn, sizeof fn, "(%s: ", cases[i].fn);
        run_fails(sb, cases[i].src, fn, err, sizeof err);
        if (strstr(err, BUDGET_MSG) == NULL)
            print_error("%s: %s\n", cases[i].fn, err);
        assert_non_null(strstr(err, BUDGET_MSG));
    }
}

/* The iterator of utf8.codes skipped any run of continuation bytes in one call. */
static void test_utf8_codes_bounded(void **state)
{
    run_true(*state, "local n = 0 for p, c in utf8.codes('añ€😀') do n = n + 1 end assert(n == 4)\n"
                     "local s = 'a' .. ('\\x80'):rep(1000000)\n"
                     "local it = utf8.codes('a')\n"
                     "local ok, e = pcall(it, s, 1)\n"
                     "assert(not ok and e:find('invalid UTF%-8 code'), e)\n"
                     "ok, e = pcall(it, s, -5) assert(ok)\n"
                     "return true\n");
}

static void test_print_limited(void **state)
{
    char err[256];
    run_fails(*state, "print(('x'):rep(70000))", "t.lua:1: print: more than 64 KiB printed in one run", err,
              sizeof err);
}

/* The processor time of this thread, which the deadline counts (a busy machine may keep a run
 * waiting much longer in wall-clock time). */
static double seconds_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Runs src in a sandbox with no budget and a deadline of 300 ms: it must fail with the time
 * message within two seconds of processor time. */
static void run_past_deadline(const char *src)
{
    SandboxLimits limits = { .memory = 64u << 20, .instructions = 0, .deadline_ms = 300 };
    Sandbox *sb = sandbox_new(&limits);
    assert_non_null(sb);
    char err[512];
    double start = seconds_now();
    bool ok = sandbox_run(sb, "t.lua", src, strlen(src), 0, err, sizeof err);
    double took = seconds_now() - start;
    if (ok || strstr(err, "time limit of 300 ms exceeded") == NULL || took > 2.0)
        print_error("%s\n-> %s after %.2f s\n", src, ok ? "success" : err, took);
    assert_false(ok);
    assert_non_null(strstr(err, "time limit of 300 ms exceeded"));
    assert_true(took < 2.0);
    assert_int_equal(lua_gettop(sandbox_lua(sb)), 0);
    sandbox_free(sb);
}

/* Work that the budget counts as cheap but takes time: the deadline ends it. */
static void test_deadline(void **state)
{
    (void)state;
    run_past_deadline("while true do end");
    run_past_deadline("local s = ('x'):rep(20000000) local t = s:sub(1)\nwhile true do local _ = s == t end");
    run_past_deadline("local s = ('x'):rep(20000000) local t = s:sub(1)\nwhile true do local _ = s < t end");
    run_past_deadline("while true do pcall(error, {}) end");
    run_past_deadline("local t = {} for i = 1, 1000000 do t[i] = i end\n"
                      "for i = 1, 1000000 do t[i] = nil end\nwhile true do next(t) end");
    run_past_deadline("local s = ('x'):rep(20000000)\nwhile true do rawequal(s, s:sub(1)) end");
    run_past_deadline("while true do string.rep('x', 1000) end");
    run_past_deadline("while true do pcall(function() while true do end end) end");
    run_past_deadline("local x <close> = setmetatable({}, { __close = function() while true do end end })\n"
                      "while true do end");
}

/* ---- files ---- */

static void write_file(const char *path, const char *text, size_t len)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, len, f), len);
    fclose(f);
}

static void test_run_file(void **state)
{
    Sandbox *sb = *state;
    lua_State *L = sandbox_lua(sb);
    char dir[] = "/tmp/test_sandbox_XXXXXX";
    assert_non_null(mkdtemp(dir));
    char good[64], bad[64], big[64], bom[64], missing[64], err[512];
    snprintf(good, sizeof good, "%s/good.lua", dir);
    snprintf(bad, sizeof bad, "%s/bad.lua", dir);
    snprintf(big, sizeof big, "%s/big.lua", dir);
    snprintf(bom, sizeof bom, "%s/bom.lua", dir);
    snprintf(missing, sizeof missing, "%s/missing.lua", dir);

    const char *src = "return { id = 'x' }\n";
    write_file(good, src, strlen(src));
    assert_true(sandbox_run_file(sb, good, 1, err, sizeof err));
    assert_true(lua_istable(L, -1));
    lua_pop(L, 1);

    src = "\xEF\xBB\xBFreturn 7\n";
    write_file(bom, src, strlen(src));
    assert_true(sandbox_run_file(sb, bom, 1, err, sizeof err));
    assert_int_equal(lua_tointeger(L, -1), 7);
    lua_pop(L, 1);

    src = "local x = 1\nlocal y = x + nil\n";
    write_file(bad, src, strlen(src));
    assert_false(sandbox_run_file(sb, bad, 1, err, sizeof err));
    char expect[128];
    snprintf(expect, sizeof expect, "%s:2: attempt to perform arithmetic", bad);
    assert_int_equal(strncmp(err, expect, strlen(expect)), 0);

    assert_false(sandbox_run_file(sb, missing, 1, err, sizeof err));
    snprintf(expect, sizeof expect, "cannot read %s: No such file or directory", missing);
    assert_string_equal(err, expect);

    size_t n = 1024 * 1024 + 1;
    char *text = malloc(n);
    assert_non_null(text);
    memset(text, ' ', n);
    write_file(big, text, n);
    free(text);
    assert_false(sandbox_run_file(sb, big, 1, err, sizeof err));
    snprintf(expect, sizeof expect, "cannot read %s: larger than 1 MiB", big);
    assert_string_equal(err, expect);

    assert_false(sandbox_run_file(sb, dir, 1, err, sizeof err));
    assert_non_null(strstr(err, "cannot read"));

    assert_int_equal(lua_gettop(L), 0);
    unlink(good);
    unlink(bad);
    unlink(big);
    unlink(bom);
    rmdir(dir);
    assert_usable(sb);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_normal_script_returns_table),
        cmocka_unit_test_setup_teardown(test_multiple_results, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_syntax_error_has_file_line, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_runtime_error_has_file_line, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_error_is_one_line, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_chunkname_forms, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_forbidden_globals_are_nil, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_allowed_globals_present, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_load_refuses_bytecode, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_run_refuses_bytecode, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_load_uses_script_env, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_script_globals_isolated, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_library_tampering_isolated, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_string_metatable_hidden, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_env_is_a_fresh_copy, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_prelude_globals_copied, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_prelude_error_reported, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_collectgarbage_count_only, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_gc_metamethod_refused, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_infinite_loop_budget, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_infinite_loop_in_pcall_budget, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_pcall_loop_in_loop_ends, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_budget_is_per_run, setup_small, teardown),
        cmocka_unit_test(test_default_budget_ends),
        cmocka_unit_test_setup_teardown(test_allocation_charged, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_pattern_backtracking_budget, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_patterns_still_work, setup_small, teardown),
        cmocka_unit_test(test_pattern_cost_bounds),
        cmocka_unit_test_setup_teardown(test_table_shifts_budget, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_tables_still_work, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_memory_bomb_table, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_memory_bomb_string_rep, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_memory_bomb_caught_by_pcall, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_deep_recursion, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_deep_c_recursion, setup_small, teardown),
        cmocka_unit_test(test_tiny_memory_limit),
        cmocka_unit_test_setup_teardown(test_iterators_check_their_arguments, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_every_long_call_charged, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_utf8_codes_bounded, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_print_limited, setup_small, teardown),
        cmocka_unit_test(test_deadline),
        cmocka_unit_test_setup_teardown(test_call, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_nested_call_shares_budget, setup_small, teardown),
        cmocka_unit_test_setup_teardown(test_run_file, setup_small, teardown),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
