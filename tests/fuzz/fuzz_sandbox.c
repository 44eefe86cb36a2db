/*
 * fuzz_sandbox.c — hostile Lua scripts against the sandbox itself.
 *
 * The input bytes are not Lua: they drive a small grammar (gen_* below) that writes a Lua script,
 * each byte picking a statement, an expression, a library function or a constant, so that almost
 * every input is a valid script and every mutation stays one. The scripts call every allowed
 * global and library function (a fixed list, so that a byte keeps naming the same function, plus
 * the functions found in the globals at start-up, the prelude's boards.* among them) and names
 * that do not exist (coroutine.*, string.dump, os, io, debug) with hostile arguments: wrong types,
 * nil, extreme integers, NaN, infinities, -0.0, floats whose bits are addresses (read back from
 * string.format("%p") and tostring), the library tables, patterns, long strings, tables whose
 * length lies, tables whose metamethods are C library functions or Lua functions that fail or
 * loop, errors whose value is a table with metamethods, nested pcall and xpcall, the iterators of
 * pairs, ipairs, next, gmatch and utf8.codes called with arbitrary arguments, getmetatable(""),
 * load with odd chunks, names, modes and environments. Every top-level statement runs in its own
 * pcall, except a rare one left unprotected that ends the script with its error; the sandbox's
 * limits (instruction budget, memory cap, wall-clock deadline) must end any script that runs away.
 *
 * Speed: under the sanitizers an ordinary script takes well under a millisecond, and one that
 * runs to a limit tens of milliseconds, so the limits are small (FUZZ_MEMORY, FUZZ_INSTRUCTIONS,
 * FUZZ_DEADLINE_MS), the constructs that run to them are rare (rare()), an input makes some ten
 * statements (FUZZ_INPUT_MAX), and one sandbox serves many inputs.
 *
 * The script runs with sandbox_run; when it returns a function, that is called again through
 * sandbox_call. After each run:
 *   - a failure has a message: non-empty, one line, NUL-terminated inside the buffer (strict
 *     mode: no control byte at all);
 *   - the stack is where it was (plus the one result on success);
 *   - the memory in use is within the cap;
 *   - every line the script printed starts with "lua: " and holds no control byte but tabs, nor
 *     malformed UTF-8 or a hidden code point (err_text_piece's cleaning);
 *   - the sandbox still works: `return 1+1` gives 2;
 *   - after a full collection, the fingerprint of the shared state (the globals, the libraries,
 *     the string metatable, a few levels deep) is the one it had when the sandbox was new;
 *   - every CANARY_EVERY inputs, and before a sandbox is dropped, a canary script listing the
 *     libraries and the base functions as a script sees them says what it said at first.
 * One sandbox serves FUZZ_RENEW inputs; before it is dropped, a looping script and memory bombs
 * must still stop at the limits (no script switched them off for good).
 *
 * Built for libFuzzer, the target puts its own defaults before the command line's flags
 * (LLVMFuzzerInitialize, at the end): no leak check after each input, inputs of at most
 * FUZZ_INPUT_MAX bytes, fast inputs mutated more often than slow ones.
 *
 * KHARBAGA_FUZZ_PRINT=1 prints each generated script (and how its run ended) to stderr,
 * KHARBAGA_FUZZ_PRINT=2 prints it without running it: to read a crash's script, run the fuzz
 * program (or `fuzz_replay sandbox FILE`) on the saved input with it set. KHARBAGA_FUZZ_FRESH=1
 * gives every input a new sandbox (slower; to tell whether a finding needs an earlier input).
 * What scripts print goes to a memory buffer (for the check above), not to the terminal, unless
 * KHARBAGA_FUZZ_PRINT is set.
 */
#include "fuzz.h"

#include "sandbox.h"
#include "types.h"

#include <lauxlib.h>

#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>

extern const char kharbaga_prelude[];
extern const size_t kharbaga_prelude_len;

enum {
    FUZZ_MEMORY = 4 * 1024 * 1024, /* the sandbox's limits: a script that runs to one of them */
    FUZZ_INSTRUCTIONS = 500000,    /* takes 3 to 40 ms under the sanitizers */
    FUZZ_DEADLINE_MS = 200,
    FUZZ_RENEW = 1000,           /* inputs run in one sandbox before a new one is made */
    CANARY_EVERY = 128,          /* inputs between two runs of the canary script */
    FUZZ_INPUT_MAX = 320,        /* bytes of input libFuzzer makes: some 10 statements */
    SCRIPT_SOFT_MAX = 16 * 1024, /* no new statement once the script is this long */
    MAX_STATEMENTS = 32,
    MAX_EXPR_DEPTH = 3,
    MAX_NEST = 2,                /* statements inside loops and functions inside ... */
    NREGS = 8,                   /* R[1] .. R[8], the script's registers */
    ERRLEN = 1024,
};

/* ---- the script text ---- */

typedef struct Text {
    char *s;
    size_t len, cap;
} Text;

static void text_grow(Text *t, size_t more)
{
    if (t->len + more + 1 <= t->cap)
        return;
    size_t cap = t->cap ? t->cap : 4096;
    while (cap < t->len + more + 1)
        cap *= 2;
    char *s = realloc(t->s, cap);
    FUZZ_CHECK(s != NULL, "out of memory");
    t->s = s;
    t->cap = cap;
}

static void put(Text *t, const char *s)
{
    size_t n = strlen(s);
    text_grow(t, n);
    memcpy(t->s + t->len, s, n + 1);
    t->len += n;
}

static void putf(Text *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void putf(Text *t, const char *fmt, ...)
{
    char buf[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    put(t, buf);
}

/* A Lua string literal of n bytes, every byte outside printable ASCII as \ddd. */
static void put_literal(Text *t, const uint8_t *s, size_t n)
{
    text_grow(t, 4 * n + 2);
    put(t, "\"");
    for (size_t i = 0; i < n; i++) {
        if (s[i] >= 0x20 && s[i] < 0x7f && s[i] != '"' && s[i] != '\\')
            putf(t, "%c", s[i]);
        else
            putf(t, "\\%03u", s[i]);
    }
    put(t, "\"");
}

/* ---- the names a byte picks ---- */

/* Every function scripts may call, in a fixed order: the byte that names one stays the same when
 * globals are added. Names that do not exist (string.dump, coroutine.*) are kept: calling them
 * must fail cleanly. Names found in the globals at start-up and missing here are added after. */
static const char *const fixed_names[] = {
    "assert", "error", "ipairs", "next", "pairs", "pcall", "select", "tonumber", "tostring",
    "type", "xpcall", "rawequal", "rawlen", "rawget", "rawset", "setmetatable", "getmetatable",
    "print", "collectgarbage", "load",
    "string.byte", "string.char", "string.find", "string.format", "string.gmatch", "string.gsub",
    "string.len", "string.lower", "string.match", "string.rep", "string.reverse", "string.sub",
    "string.upper", "string.pack", "string.packsize", "string.unpack", "string.dump",
    "table.concat", "table.insert", "table.move", "table.pack", "table.remove", "table.sort",
    "table.unpack",
    "math.abs", "math.ceil", "math.cos", "math.deg", "math.exp", "math.floor", "math.fmod",
    "math.log", "math.max", "math.min", "math.modf", "math.rad", "math.random", "math.randomseed",
    "math.sin", "math.sqrt", "math.tan", "math.tointeger", "math.type", "math.ult", "math.atan",
    "math.asin", "math.acos",
    "utf8.char", "utf8.codes", "utf8.codepoint", "utf8.len", "utf8.offset",
    "coroutine.create", "coroutine.resume", "coroutine.yield", "coroutine.status",
    "coroutine.wrap", "coroutine.isyieldable", "coroutine.running", "coroutine.close",
    "boards.kharbaga41", "boards.alquerque", "boards.grid", "boards.felli", "boards.draughts",
    "boards.graph", "boards.point_name", "variant",
    "require", "dofile", "loadstring", "unpack", "os.exit", "io.write", "debug.sethook",
};
#define NFIXED ((unsigned)(sizeof fixed_names / sizeof fixed_names[0]))
enum { NCHEAP = 20 }; /* the first names, the base functions: none of them loops */

/* The global tables whose functions are listed at start-up, besides every table in the shared
 * globals. */
static const char *const fixed_tables[] = {
    "string", "table", "math", "utf8", "coroutine", "boards", "os", "io", "debug",
};

static char **dyn_names; /* found at start-up, not in fixed_names, sorted */
static unsigned ndyn;

/* Method names for `s:name(...)` (through the string metatable). */
static const char *const methods[] = {
    "byte", "char", "find", "format", "gmatch", "gsub", "len", "lower", "match", "rep", "reverse",
    "sub", "upper", "pack", "packsize", "unpack", "dump", "foo", "__index",
};

static const char *const metafields[] = {
    "__index", "__newindex", "__len", "__lt", "__le", "__eq", "__concat", "__call", "__tostring",
    "__name", "__pairs", "__close", "__mode", "__unm", "__add", "__sub", "__mul", "__div", "__mod",
    "__pow", "__idiv", "__band", "__bor", "__bxor", "__shl", "__shr", "__bnot", "__metatable",
    "__gc", "__index", "__call", "__len", "__tostring", "__pairs",
};

static const char *const special_ints[] = {
    "0", "1", "(-1)", "2", "3", "7", "8", "16", "31", "32", "63", "64", "255", "256", "(-256)",
    "65535", "0x7fffffff", "0x80000000", "0xffffffff", "0x100000000", "math.maxinteger",
    "math.mininteger", "(math.maxinteger - 1)", "(math.mininteger + 1)", "(1 << 53)",
    "((1 << 53) + 1)", "(-(1 << 53))", "(1 << 62)", "0x55d0c0de0000", "0x7ffd12345678",
    "1000000", "(-2)", "0x10FFFF", "0x110000", "0xD800", "0x7FFFFFFF", "100", "1000",
};

static const char *const special_floats[] = {
    "(0/0)", "(1/0)", "(-1/0)", "(-0.0)", "0.5", "(2^53)", "(2^63)", "(-2^63)", "1e308", "5e-324",
    "1e-310", "math.pi", "math.huge", "(-math.huge)", "(2^64)", "(2^31)", "(-(0/0))", "1.5",
    "(2^53 + 1)", "0x1p-1074", "(-1e308 * 10)", "3.0", "(-0.5)", "1e15",
};

static const char *const special_strings[] = {
    "\"\"", "\"a\"", "\"%\"", "\"%b()\"", "\"%f[%w]\"", "\"%f[%z]\"", "\"(.-)\"", "\"(((())))\"",
    "\"\\0\"", "\"abc\\0def\"", "\"\\255\\254\"", "utf8.charpattern", "\"%s\"", "\"%d\"", "\"%q\"",
    "\"%p\"", "\"%a\"", "\"%99.99f\"", "\"%-99s\"", "\"%5.3s\"", "\"%c\"", "\"%i\"", "\"%x\"",
    "\"%010d\"", "\"%.99g\"", "\"i8\"", "\"<d\"", "\"z\"", "\"s1\"", "\"!17\"", "\"Xi16\"", "\"j\"",
    "\"c1000\"", "\"i17\"", "\">I3\"", "\"=!4 i3\"", "\"<i16\"", "\"s\"", "\"c0\"", "\"Xz\"",
    "\"%1\"", "\"%0\"", "\"%2\"", "\"[\"", "\"[^]\"", "\"[]\"", "\"%\"", "\"^\"", "\"$\"",
    "\"a*b*c*d*e*f*g*\"", "\"(a*)*\"", "\"()\"", "\"%g+\"", "\"\\xe2\\x80\\xae\"",
    "\"\\xf4\\x90\\x80\\x80\"", "\"\\xed\\xa0\\x80\"", "\"\\xc2\\x9b31m\"", "\"\\27[2J\"",
    "\"line\\nbreak\"", "\"\\r\"", "\"count\"", "\"collect\"", "\"step\"", "\"stop\"",
    "\"generational\"", "\"incremental\"", "\"isrunning\"", "\"restart\"", "\"t\"", "\"b\"",
    "\"bt\"", "\"k\"", "\"v\"", "\"kv\"", "\"__index\"", "\"__gc\"", "\"__metatable\"",
    "\"__name\"", "\"_ENV\"", "\"_G\"", "\"string\"", "\"dump\"", "\"rep\"", "\"n\"",
    "\"\\u{7FFFFFFF}\"", "\"1e400\"", "\"0x\"", "\"  0x1p4  \"", "\"-0\"", "\"nan\"", "\"inf\"",
    "\"9223372036854775808\"", "\"-9223372036854775809\"", "\"10\"", "\"36\"", "\"37\"",
};

/* Pattern pieces, glued together one to six at a time. */
static const char *const pattern_pieces[] = {
    "%b()", "%b\\0\\0", "%f[%w]", "%f[^%z]", "(.-)", "a*", ".-", "%d+", "[^%s]", "(%a+)", "%1",
    "()", "^", "$", "[", "%", "%z", "[%]]", "x?", ".*", "%g", "[a-", "(", ")", "%b", "%f", "[%a-z]",
    "a?", ".+", "(a*(.)%w(%s*))", "[^%d%p]*", "%2", "%9", "%w-", "[\\0-\\255]", "((((((((((x))))))))))",
    "%B", "[]]", "[^]]", "%s*", "a", "\\0", ".", "%.",
};

static const char *const lua_functions[] = {
    "function(...) return ... end",
    "function() error(\"boom\") end",
    "function() error(setmetatable({}, {__tostring = function() error(\"again\") end})) end",
    "function() error(setmetatable({}, {__tostring = function() return {} end, __name = \"n\\n\\27[31m\"})) end",
    "function() error(setmetatable({}, {__index = error, __concat = error, __tostring = tostring})) end",
    "function() return 2^63 end",
    "function() return math.maxinteger end",
    "function() return -1 end",
    "function() return \"\" end",
    "function() return {} end",
    "function(a, b) return a < b end",
    "function(f, ...) return f(...) end",
    "function(t, k) return t[k] end",
    "function(t, k, v) t[k] = v end",
    "function(...) return select(\"#\", ...) end",
    "function(...) return table.unpack({...}, 1, 200) end",
    "function(a) return tostring(a) .. tostring(a) end",
    "function(a) local x <close> = a end",
    "function(a) return #a end",
    "function() return nil end",
    "function() return 0/0 end",
    "function() return true end",
    "function(...) return pcall(...) end",
    "function(a) return coroutine.yield(a) end",
    "function(t) for k, v in pairs(t) do end return t end",
    "function(...) error(..., 0) end",
    "function() error() end",
    "function(a, b) return a == b end",
    "function(x) return x, x, x end",
    "function(t, n) return setmetatable(t, {__len = function() return n end}) end",
    "function(a, b) return b, a end",
};

/* Functions that run until a limit stops them, or nearly: rare (see rare()). */
static const char *const lua_functions_costly[] = {
    "function() while true do end end",
    "function(s) s = tostring(s) for i = 1, 64 do s = s .. s end return s end",
    "REC",
    "function(f, ...) for i = 1, 1e9 do pcall(f, ...) end end",
};

/* ---- the grammar ---- */

typedef struct Gen {
    const uint8_t *data;
    size_t size, pos;
    Text *out;
    int depth; /* of the expression being written */
    int nest;  /* of the statement being written */
} Gen;

static unsigned byte(Gen *g)
{
    return g->pos < g->size ? g->data[g->pos++] : 0;
}

static unsigned pick(Gen *g, unsigned n)
{
    return byte(g) % n;
}

#define PICK(g, array) ((array)[pick((g), (unsigned)(sizeof(array) / sizeof((array)[0])))])

/* Whether to take a rare branch (one byte value in 64): the constructs that run until the
 * instruction budget or the memory cap stops them cost tens of milliseconds under the
 * sanitizers, a hundred times an ordinary script, so they are kept to a few scripts in a hundred. */
static bool rare(Gen *g)
{
    return pick(g, 64) == 0;
}

/* Writes a global name as Lua: a.b as it is, any other name through _ENV["..."]. */
static void put_name(Text *t, const char *name)
{
    bool plain = true;
    for (const char *c = name; *c; c++)
        if (!(*c == '_' || *c == '.' || (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
              (*c >= '0' && *c <= '9')))
            plain = false;
    if (plain && name[0] != '.' && !(name[0] >= '0' && name[0] <= '9')) {
        put(t, name);
        return;
    }
    put(t, "_ENV");
    for (const char *c = name; *c;) {
        size_t n = strcspn(c, ".");
        put(t, "[");
        put_literal(t, (const uint8_t *)c, n);
        put(t, "]");
        c += n;
        if (*c == '.')
            c++;
    }
}

/* A global function's name. The prelude's board builders are Lua code that builds tables of
 * dozens of points (milliseconds under the sanitizers, or a loop to the budget with a large size):
 * they are rare, and another name is taken in their place. */
static void gen_function_name(Gen *g)
{
    unsigned b = byte(g);
    const char *name;
    unsigned all = NFIXED + ndyn;
    if (b >= NFIXED) /* the bytes above the fixed names: all names, the fixed ones first */
        b = (b - NFIXED) % all;
    name = b < NFIXED ? fixed_names[b] : dyn_names[b - NFIXED];
    if (strncmp(name, "boards.", 7) == 0 && !rare(g))
        name = fixed_names[b % NCHEAP];
    put_name(g->out, name);
}

static void gen_expr(Gen *g);

static void gen_register(Gen *g)
{
    putf(g->out, "R[%u]", 1 + pick(g, NREGS));
}

static void gen_int(Gen *g)
{
    uint64_t v = 0;
    unsigned n = 1 + pick(g, 8);
    for (unsigned i = 0; i < n; i++)
        v = v << 8 | byte(g);
    if (pick(g, 2))
        v = (uint64_t)-(int64_t)(v & INT64_MAX);
    if ((int64_t)v == INT64_MIN)
        put(g->out, "math.mininteger");
    else if ((int64_t)v < 0)
        putf(g->out, "(%" PRId64 ")", (int64_t)v);
    else
        putf(g->out, "%" PRId64, (int64_t)v);
}

static void gen_string_literal(Gen *g)
{
    uint8_t s[32];
    unsigned n = pick(g, sizeof s);
    for (unsigned i = 0; i < n; i++)
        s[i] = (uint8_t)byte(g);
    put_literal(g->out, s, n);
}

static void gen_pattern(Gen *g)
{
    unsigned n = 1 + pick(g, 6);
    put(g->out, "\"");
    for (unsigned i = 0; i < n; i++)
        put(g->out, PICK(g, pattern_pieces));
    put(g->out, "\"");
}

/* A function: a C library function, a Lua function that fails, loops or misbehaves, or any
 * expression. */
static void gen_function(Gen *g)
{
    switch (pick(g, 5)) {
    case 0:
    case 1:
        gen_function_name(g);
        break;
    case 2:
    case 3:
        put(g->out, rare(g) ? PICK(g, lua_functions_costly) : PICK(g, lua_functions));
        break;
    default:
        gen_expr(g);
    }
}

static void gen_metatable(Gen *g)
{
    unsigned n = 1 + pick(g, 4);
    put(g->out, "{");
    for (unsigned i = 0; i < n; i++) {
        const char *field = PICK(g, metafields);
        putf(g->out, "%s = ", field);
        if (strcmp(field, "__mode") == 0)
            put(g->out, PICK(g, ((const char *const[]){"\"k\"", "\"v\"", "\"kv\"", "\"\"", "1"})));
        else if (strcmp(field, "__name") == 0 || strcmp(field, "__metatable") == 0)
            gen_expr(g);
        else
            gen_function(g);
        put(g->out, ", ");
    }
    put(g->out, "}");
}

static void gen_table(Gen *g)
{
    unsigned n = pick(g, 5);
    put(g->out, "{");
    for (unsigned i = 0; i < n; i++) {
        switch (pick(g, 3)) {
        case 0:
            put(g->out, "[");
            gen_expr(g);
            put(g->out, "] = ");
            break;
        case 1:
            putf(g->out, "%s = ", PICK(g, ((const char *const[]){"n", "x", "points", "lines", "name", "__index"})));
            break;
        default:
            break;
        }
        gen_expr(g);
        put(g->out, ", ");
    }
    put(g->out, "}");
}

/* Small loop counts, and rarely large ones that only the budget or the deadline stops. */
static const char *loop_count(Gen *g)
{
    static const char *const small[] = {
        "1", "2", "3", "4", "5", "8", "10", "16", "20", "32", "0", "(-1)", "1", "2", "3", "7",
    };
    static const char *const large[] = {"100", "1000", "1e4", "1e5", "1e9", "math.maxinteger", "(0/0)", "(1/0)"};
    return rare(g) ? PICK(g, large) : PICK(g, small);
}

/* Counts for string.rep: the ones refused at once (negative, or past the memory cap) are cheap;
 * the ones that build megabytes are rare. */
static const char *rep_count(Gen *g)
{
    static const char *const common[] = {
        "0", "1", "2", "10", "100", "1000", "(-1)", "math.maxinteger", "(2^31)", "(1 << 62)",
        "math.mininteger", "(0/0)", "3.5", "(2^53)", "4096", "(1 << 40)",
    };
    static const char *const large[] = {"65536", "100000", "1000000", "(1 << 22)", "(1 << 24)", "(1 << 23)"};
    return rare(g) ? PICK(g, large) : PICK(g, common);
}

static void expr_simple_value(Gen *g)
{
    Text *t = g->out;
    put(t, PICK(g, ((const char *const[]){"nil", "true", "false", "0", "1", "\"\"", "{}", "R"})));
}

static void expr_special_int(Gen *g)
{
    Text *t = g->out;
    put(t, PICK(g, special_ints));
}

static void expr_special_float(Gen *g)
{
    Text *t = g->out;
    put(t, PICK(g, special_floats));
}

static void expr_integer(Gen *g)
{
    gen_int(g);
}

/* a float from raw bits: addresses, NaN payloads, denormals */
static void expr_float_from_bits(Gen *g)
{
    Text *t = g->out;
    put(t, "PF(");
    gen_int(g);
    put(t, ")");
}

static void expr_string_literal(Gen *g)
{
    gen_string_literal(g);
}

static void expr_special_string(Gen *g)
{
    Text *t = g->out;
    put(t, PICK(g, special_strings));
}

static void expr_register(Gen *g)
{
    gen_register(g);
}

static void expr_library_value(Gen *g)
{
    Text *t = g->out;
    put(t, PICK(g, ((const char *const[]){
                       "string", "table", "math", "utf8", "_G", "_ENV", "boards", "getmetatable(\"\")",
                       "getmetatable(\"\").__index", "coroutine", "variant", "R", "(pairs(string))",
                       "(pairs(_G))", "(pairs(boards))", "next", "(ipairs({}))", "getmetatable(_G)",
                       "getmetatable(string)", "load", "debug", "package", "string.dump", "boards.point_name",
                   })));
}

static void expr_function_name(Gen *g)
{
    gen_function_name(g);
}

static void expr_lua_function(Gen *g)
{
    Text *t = g->out;
    put(t, rare(g) ? PICK(g, lua_functions_costly) : PICK(g, lua_functions));
}

static void expr_pattern(Gen *g)
{
    gen_pattern(g);
    return;
    /* compound expressions */
}

static void expr_table(Gen *g)
{
    gen_table(g);
}

static void expr_with_metatable(Gen *g)
{
    Text *t = g->out;
    put(t, "setmetatable(");
    gen_table(g);
    put(t, ", ");
    gen_metatable(g);
    put(t, ")");
}

/* an address, as an integer, a float with its bits, or near it */
static void expr_address(Gen *g)
{
    Text *t = g->out;
    put(t, "ADDR(");
    gen_expr(g);
    putf(t, ", %u)", pick(g, 6));
}

static void expr_pcall_result(Gen *g)
{
    Text *t = g->out;
    put(t, "select(2, pcall(");
    gen_function(g);
    for (unsigned i = 0, n = pick(g, 4); i < n; i++) {
        put(t, ", ");
        gen_expr(g);
    }
    put(t, "))");
}

static void expr_string_rep(Gen *g)
{
    Text *t = g->out;
    put(t, "string.rep(");
    gen_expr(g);
    putf(t, ", %s", rep_count(g));
    if (pick(g, 2)) {
        put(t, ", ");
        gen_expr(g);
    }
    put(t, ")");
}

static void expr_iterator(Gen *g)
{
    Text *t = g->out;
    static const char *const iters[][2] = {
        {"(pairs(", "))"}, {"(ipairs(", "))"}, {"(string.gmatch(\"abc\", ", "))"},
        {"(utf8.codes(", "))"}, {"(next(", "))"}, {"(select(3, pairs(", ")))"},
        {"(string.gmatch(", ", \"()\"))"},
    };
    unsigned i = pick(g, sizeof iters / sizeof iters[0]);
    put(t, iters[i][0]);
    gen_expr(g);
    put(t, iters[i][1]);
}

static void expr_binary_operation(Gen *g)
{
    Text *t = g->out;
    put(t, "(");
    gen_expr(g);
    put(t, PICK(g, ((const char *const[]){" + ", " - ", " * ", " / ", " // ", " % ", " ^ ", " .. ", " == ",
                                            " < ", " <= ", " & ", " | ", " ~ ", " << ", " >> ", " and ",
                                            " or "})));
    gen_expr(g);
    put(t, ")");
}

static void expr_with_metamethods(Gen *g)
{
    Text *t = g->out;
    put(t, "setmetatable({}, {__tostring = ");
    gen_function(g);
    put(t, ", __name = ");
    gen_expr(g);
    put(t, ", __index = ");
    gen_function(g);
    put(t, "})");
}

static void expr_unary_operation(Gen *g)
{
    Text *t = g->out;
    static const char *const unary[][2] = {
        {"tostring(", ")"}, {"string.format(\"%p\", ", ")"}, {"type(", ")"}, {"#(", ")"},
        {"-(", ")"}, {"~(", ")"}, {"not (", ")"}, {"math.type(", ")"}, {"rawlen(", ")"},
        {"string.format(\"%q\", ", ")"}, {"tonumber(", ", 36)"}, {"(", ")()"},
    };
    unsigned i = pick(g, sizeof unary / sizeof unary[0]);
    put(t, unary[i][0]);
    gen_expr(g);
    put(t, unary[i][1]);
}

static void expr_lying_length(Gen *g)
{
    Text *t = g->out;
    if (pick(g, 8) == 0) { /* no coroutine library: an error at once */
        put(t, "coroutine.wrap(");
        gen_function(g);
        put(t, ")");
        return;
    }
    /* a table whose length lies, for the functions charged by their length */
    put(t, "setmetatable(");
    gen_table(g);
    put(t, ", {__len = ");
    if (pick(g, 2))
        put(t, PICK(g, special_ints));
    else
        gen_function(g);
    put(t, "})");
}

static void expr_load_result(Gen *g)
{
    Text *t = g->out;
    put(t, "load(");
    gen_expr(g);
    put(t, ")");
}

static void expr_method_call(Gen *g)
{
    Text *t = g->out;
    put(t, "(");
    gen_expr(g);
    putf(t, "):%s(", PICK(g, methods));
    gen_expr(g);
    put(t, ")");
}

static void expr_index(Gen *g)
{
    Text *t = g->out;
    put(t, "(");
    gen_expr(g);
    put(t, ")[");
    gen_expr(g);
    put(t, "]");
}

static void expr_float_of_address(Gen *g)
{
    Text *t = g->out;
    put(t, "PF(ADDR(");
    gen_expr(g);
    put(t, ", 1))");
}

/* The kinds of expression, drawn with equal odds; the first 13 are leaves, the only ones drawn at the
 * deepest nesting. */
typedef void ExprKind(Gen *g);
static ExprKind *const expr_kinds[] = {
    expr_simple_value, expr_special_int, expr_special_float, expr_integer, expr_float_from_bits,
    expr_string_literal, expr_special_string, expr_register, expr_register, expr_library_value,
    expr_function_name, expr_lua_function, expr_pattern, expr_table, expr_with_metatable,
    expr_with_metatable, expr_address, expr_pcall_result, expr_string_rep, expr_iterator,
    expr_binary_operation, expr_with_metamethods, expr_unary_operation, expr_lying_length,
    expr_load_result, expr_method_call, expr_index, expr_float_of_address
};

static void gen_expr(Gen *g)
{
    unsigned leaves = 13, all = sizeof expr_kinds / sizeof expr_kinds[0];
    unsigned k = g->depth >= MAX_EXPR_DEPTH ? pick(g, leaves) : pick(g, all);
    g->depth++;
    expr_kinds[k](g);
    g->depth--;
}

static void gen_stmt(Gen *g);

/* The body of a loop or a function: one to three statements, each on its line. */
static void gen_block(Gen *g)
{
    g->nest++;
    for (unsigned i = 0, n = 1 + pick(g, 3); i < n; i++) {
        put(g->out, " ; ");
        gen_stmt(g);
    }
    put(g->out, " ; ");
    g->nest--;
}

static void gen_args(Gen *g, unsigned max)
{
    put(g->out, "(");
    for (unsigned i = 0, n = pick(g, max + 1); i < n; i++) {
        if (i > 0)
            put(g->out, ", ");
        gen_expr(g);
    }
    put(g->out, ")");
}

/* A loop that stops after `limit` rounds whatever it iterates. */
static void gen_limited_body(Gen *g)
{
    putf(g->out, "n = n + 1 if n > %s then break end R[%u] = k R[%u] = v", loop_count(g), 1 + pick(g, NREGS),
         1 + pick(g, NREGS));
    if (g->nest < MAX_NEST && pick(g, 2))
        gen_block(g);
    put(g->out, " end");
}

static void stmt_assign_expr(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = ", reg);
    gen_expr(g);
}

static void stmt_call_function(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = ", reg);
    gen_function_name(g);
    gen_args(g, 4);
}

static void stmt_call_method(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = (", reg);
    gen_expr(g);
    putf(t, "):%s", PICK(g, methods));
    gen_args(g, 3);
}

static void stmt_binary_operation(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = ", reg);
    g->depth = MAX_EXPR_DEPTH - 2; /* an operation of two expressions */
    gen_expr(g);
    g->depth = 0;
}

static void stmt_assign_index(Gen *g, unsigned reg)
{
    Text *t = g->out;
    (void)reg;
    put(t, "(");
    gen_expr(g);
    put(t, ")[");
    gen_expr(g);
    put(t, "] = ");
    gen_expr(g);
}

static void stmt_for_pairs(Gen *g, unsigned reg)
{
    Text *t = g->out;
    (void)reg;
    put(t, "local n = 0 for k, v in ");
    put(t, PICK(g, ((const char *const[]){"pairs(", "ipairs(", "next, ("})));
    gen_expr(g);
    put(t, ") do ");
    gen_limited_body(g);
}

/* the generic for with any iterator, state and control value */
static void stmt_for_any_iterator(Gen *g, unsigned reg)
{
    Text *t = g->out;
    (void)reg;
    put(t, "local n = 0 for k, v in ");
    gen_expr(g);
    put(t, ", ");
    gen_expr(g);
    put(t, ", ");
    gen_expr(g);
    put(t, " do ");
    gen_limited_body(g);
}

/* the iterator of pairs called with anything */
static void stmt_call_pairs_iterator(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = (pairs(", reg);
    gen_expr(g);
    put(t, "))");
    gen_args(g, 3);
}

static void stmt_protected_call(Gen *g, unsigned reg)
{
    Text *t = g->out;
    switch (pick(g, 4)) {
    case 0:
        putf(t, "R[%u] = select(2, pcall(", reg);
        gen_function(g);
        break;
    case 1:
        putf(t, "R[%u] = select(2, xpcall(", reg);
        gen_function(g);
        put(t, ", ");
        gen_function(g);
        break;
    case 2:
        putf(t, "R[%u] = select(2, pcall(pcall, xpcall, ", reg);
        gen_function(g);
        put(t, ", ");
        gen_function(g);
        break;
    default:
        putf(t, "R[%u] = select(2, xpcall(pcall, ", reg);
        gen_function(g);
        put(t, ", ");
        gen_function(g);
        break;
    }
    for (unsigned i = 0, n = pick(g, 4); i < n; i++) {
        put(t, ", ");
        gen_expr(g);
    }
    put(t, "))");
}

static void stmt_raise_error(Gen *g, unsigned reg)
{
    Text *t = g->out;
    (void)reg;
    put(t, "error(");
    gen_expr(g);
    if (pick(g, 2)) {
        put(t, ", ");
        gen_expr(g);
    }
    put(t, ")");
}

static void stmt_load_chunk(Gen *g, unsigned reg)
{
    Text *t = g->out;
    static const char *const chunks[] = {
        "\"return 1\"", "\"\\27Lua\\84\\0\"", "\"return ...\"", "\"return R\"", "\"error('x')\"",
        "\"return _ENV\"", "\"return load\"", "\"x = 1 return x\"", "\"return string.dump\"",
        "\"return getmetatable('').__index\"", "\"(\"", "\"return print\"",
        "\"local t = setmetatable({}, {__gc = print}) return t\"", "\"return _G.load('return _ENV')()\"",
        "\"\\239\\187\\191return 1\"", "\"#!shebang\\nreturn 1\"", "\"goto l\"", "\"local a <const> = 1 a = 2\"",
        "\"return function(...) return ... end\"",
    };
    putf(t, "R[%u] = load(", reg);
    if (rare(g)) /* chunks that take long to run or to compile */
        put(t, PICK(g, ((const char *const[]){
                           "\"while true do end\"", "string.rep(\"x = 1 \", 1000)",
                           "\"return \" .. string.rep(\"(\", 300) .. \"1\" .. string.rep(\")\", 300)",
                           "\"return \" .. string.rep(\"{\", 190) .. string.rep(\"}\", 190)",
                       })));
    else if (pick(g, 3))
        put(t, PICK(g, chunks));
    else
        gen_expr(g);
    unsigned nargs = pick(g, 4);
    if (nargs >= 1) {
        put(t, ", ");
        put(t, PICK(g, ((const char *const[]){"nil", "\"=x\"", "\"@f.lua\"", "\"\\n\\27[2J\"",
                                                "string.rep(\"n\", 500)", "\"\"", "1", "{}"})));
    }
    if (nargs >= 2) {
        put(t, ", ");
        put(t, PICK(g, ((const char *const[]){"\"t\"", "\"b\"", "\"bt\"", "nil", "1", "\"x\""})));
    }
    if (nargs >= 3) {
        put(t, ", ");
        gen_expr(g);
    }
    putf(t, ") R[%u] = R[%u]", 1 + pick(g, NREGS), reg);
    gen_args(g, 2);
}

static void stmt_for_count(Gen *g, unsigned reg)
{
    Text *t = g->out;
    (void)reg;
    putf(t, "for i = 1, %s do", loop_count(g));
    gen_block(g);
    put(t, "end");
}

static void stmt_define_function(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = function(a, b, ...)", reg);
    gen_block(g);
    put(t, "return ");
    gen_expr(g);
    put(t, " end");
}

static void stmt_to_be_closed(Gen *g, unsigned reg)
{
    Text *t = g->out;
    (void)reg;
    put(t, "do local c <close> = ");
    gen_expr(g);
    put(t, " end");
}

static void stmt_set_metatable(Gen *g, unsigned reg)
{
    Text *t = g->out;
    (void)reg;
    put(t, "setmetatable(");
    if (pick(g, 2))
        gen_register(g);
    else
        gen_expr(g);
    put(t, ", ");
    if (pick(g, 4))
        gen_metatable(g);
    else
        gen_expr(g);
    put(t, ")");
}

static void stmt_pattern_call(Gen *g, unsigned reg)
{
    Text *t = g->out;
    static const char *const fns[] = {"string.gsub", "string.find", "string.match", "string.gmatch"};
    const char *fn = PICK(g, fns);
    putf(t, "R[%u] = %s(", reg, fn);
    gen_expr(g);
    put(t, ", ");
    if (pick(g, 4))
        gen_pattern(g);
    else
        gen_expr(g);
    if (strcmp(fn, "string.gsub") == 0) {
        put(t, ", ");
        switch (pick(g, 3)) {
        case 0:
            gen_pattern(g);
            break;
        case 1:
            gen_function(g);
            break;
        default:
            gen_expr(g);
        }
    }
    for (unsigned i = 0, n = pick(g, 3); i < n; i++) {
        put(t, ", ");
        gen_expr(g);
    }
    put(t, ")");
    if (strcmp(fn, "string.gmatch") == 0) {
        putf(t, " R[%u] = R[%u]", 1 + pick(g, NREGS), reg);
        gen_args(g, 2);
    }
}

static void stmt_format_call(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = string.format(", reg);
    if (pick(g, 2))
        put(t, PICK(g, special_strings));
    else
        gen_expr(g);
    for (unsigned i = 0, n = pick(g, 4); i < n; i++) {
        put(t, ", ");
        gen_expr(g);
    }
    put(t, ")");
}

static void stmt_pack_call(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = string.%s(", reg, PICK(g, ((const char *const[]){"pack", "unpack", "packsize"})));
    if (pick(g, 2))
        put(t, PICK(g, special_strings));
    else
        gen_string_literal(g);
    for (unsigned i = 0, n = pick(g, 4); i < n; i++) {
        put(t, ", ");
        gen_expr(g);
    }
    put(t, ")");
}

static void stmt_sort_call(Gen *g, unsigned reg)
{
    Text *t = g->out;
    (void)reg;
    put(t, "table.sort(");
    gen_expr(g);
    if (pick(g, 4)) {
        put(t, ", ");
        gen_function(g);
    }
    put(t, ")");
}

/* the string metatable: getmetatable(""), and indexing strings with anything */
static void stmt_string_metatable(Gen *g, unsigned reg)
{
    Text *t = g->out;
    switch (pick(g, 8)) {
    case 0:
        put(t, "getmetatable(\"\").__index = ");
        gen_expr(g);
        break;
    case 1:
        put(t, "rawset(getmetatable(\"\"), ");
        gen_expr(g);
        put(t, ", ");
        gen_expr(g);
        put(t, ")");
        break;
    case 2:
        put(t, "setmetatable(getmetatable(\"\"), ");
        gen_expr(g);
        put(t, ")");
        break;
    case 3:
        putf(t, "R[%u] = getmetatable(\"\")[", reg);
        gen_expr(g);
        put(t, "]");
        break;
    case 4:
    case 5:
        putf(t, "R[%u] = (\"\")[", reg);
        gen_expr(g);
        put(t, "]");
        break;
    default: /* a string's field, whatever the key, called */
        putf(t, "R[%u] = (", reg);
        gen_string_literal(g);
        put(t, ")[");
        gen_expr(g);
        put(t, "]");
        gen_args(g, 3);
        break;
    }
}

static void stmt_collect_garbage(Gen *g, unsigned reg)
{
    Text *t = g->out;
    (void)reg;
    put(t, "collectgarbage(");
    gen_expr(g);
    put(t, ")");
}

static void stmt_print_or_rawequal(Gen *g, unsigned reg)
{
    Text *t = g->out;
    if (pick(g, 8) == 0) { /* print rarely: it is slow */
        put(t, "print");
        gen_args(g, 3);
    } else {
        putf(t, "R[%u] = rawequal", reg);
        gen_args(g, 3);
    }
}

static void stmt_call_register(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = R[%u]", reg, 1 + pick(g, NREGS));
    gen_args(g, 3);
}

static void stmt_concatenate(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = tostring(", reg);
    gen_expr(g);
    put(t, ") .. ");
    gen_expr(g);
}

static void stmt_charged_or_coroutine(Gen *g, unsigned reg)
{
    Text *t = g->out;
    if (pick(g, 8) != 0) { /* the functions charged before they run, with hostile counts */
        static const char *const charged[] = {
            "table.insert", "table.remove", "table.move", "string.find", "string.match",
            "string.gmatch", "string.gsub", "table.insert",
        };
        const char *fn = PICK(g, charged);
        putf(t, "R[%u] = %s(", reg, fn);
        if (fn[0] == 't')
            gen_expr(g);
        else if (pick(g, 2))
            put(t, "string.rep(\"ab\", 50)");
        else
            gen_expr(g);
        for (unsigned i = 0, n = pick(g, 5); i < n; i++) {
            put(t, ", ");
            switch (pick(g, 4)) {
            case 0:
                put(t, PICK(g, special_ints));
                break;
            case 1:
                gen_pattern(g);
                break;
            default:
                gen_expr(g);
            }
        }
        put(t, ")");
        return;
    }
    putf(t, "local co = coroutine.create(");
    gen_function(g);
    putf(t, ") R[%u] = co R[%u] = select(2, coroutine.resume(co", reg, 1 + pick(g, NREGS));
    for (unsigned i = 0, n = pick(g, 3); i < n; i++) {
        put(t, ", ");
        gen_expr(g);
    }
    put(t, "))");
}

static void stmt_table_call(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = table.%s(", reg,
         PICK(g, ((const char *const[]){"concat", "insert", "move", "pack", "remove", "unpack", "sort"})));
    for (unsigned i = 0, n = pick(g, 6); i < n; i++) {
        if (i > 0)
            put(t, ", ");
        if (i == 0 && pick(g, 2))
            gen_register(g);
        else
            gen_expr(g);
    }
    put(t, ")");
}

static void stmt_utf8_call(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = utf8.%s(", reg,
         PICK(g, ((const char *const[]){"char", "codes", "codepoint", "len", "offset"})));
    for (unsigned i = 0, n = pick(g, 5); i < n; i++) {
        if (i > 0)
            put(t, ", ");
        gen_expr(g);
    }
    put(t, ")");
}

static void stmt_address_call(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = ", reg);
    gen_function_name(g);
    put(t, "(ADDR(");
    gen_expr(g);
    putf(t, ", %u), ", pick(g, 6));
    gen_expr(g);
    put(t, ")");
}

static void stmt_length(Gen *g, unsigned reg)
{
    Text *t = g->out;
    putf(t, "R[%u] = #", reg);
    gen_expr(g);
}

/* The kinds of statement, drawn with equal odds: entry k is what gen_stmt's draw k writes (entries
 * 7, 8, 13 and 14 nest, and are replaced by entry 1 at the deepest nesting). */
typedef void StmtKind(Gen *g, unsigned reg);
static StmtKind *const stmt_kinds[] = {
    stmt_assign_expr, stmt_call_function, stmt_call_function, stmt_call_function, stmt_call_method,
    stmt_binary_operation, stmt_assign_index, stmt_for_pairs, stmt_for_any_iterator,
    stmt_call_pairs_iterator, stmt_protected_call, stmt_raise_error, stmt_load_chunk, stmt_for_count,
    stmt_define_function, stmt_to_be_closed, stmt_set_metatable, stmt_pattern_call, stmt_format_call,
    stmt_pack_call, stmt_sort_call, stmt_string_metatable, stmt_collect_garbage,
    stmt_print_or_rawequal, stmt_call_register, stmt_call_register, stmt_concatenate,
    stmt_charged_or_coroutine, stmt_table_call, stmt_utf8_call, stmt_address_call, stmt_length
};

static void gen_stmt(Gen *g)
{
    unsigned reg = 1 + pick(g, NREGS);
    unsigned k = pick(g, sizeof stmt_kinds / sizeof stmt_kinds[0]);
    if (g->nest >= MAX_NEST && (k == 13 || k == 14 || k == 7 || k == 8))
        k = 1; /* no deeper nesting */
    stmt_kinds[k](g, reg);
}

/* The helpers scripts call, put in the shared globals once per sandbox (as the prelude's are, so
 * that no script compiles them again): PF(n), the float whose bits are the integer n; ADDR(x, k),
 * the address of x (from %p, or from tostring) as an integer, a float with its bits, or near it;
 * REC, a recursion without end, whose frames of 52 locals reach the memory cap in a few thousand
 * calls (with three slots a frame it took tens of thousands, and tens of milliseconds). */
static const char *const helper_names[] = {"PF", "ADDR", "REC"};
static const char helpers[] =
    "function PF(n) return (string.unpack(\"<d\", string.pack(\"<j\", math.tointeger(n) or 0))) end\n"
    "function ADDR(x, k)\n"
    "  local n = tonumber(string.format(\"%p\", x)) or tonumber(string.match(tostring(x), \"0x%x+\") or \"\") or 0x55d0c0de0000\n"
    "  if k == 0 then return n elseif k == 1 then return PF(n) elseif k == 2 then return n + 8\n"
    "  elseif k == 3 then return -n elseif k == 4 then return n // 16 else return n & 0xffff end\n"
    "end\n"
    "function REC(...)\n"
    "  local a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z,\n"
    "        A, B, C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q, R, S, T, U, V, W, X, Y, Z = ...\n"
    "  return 1 + REC(...)\n"
    "end\n";

/* What every script starts with: the registers. */
static const char prologue[] =
    "local R = {nil, 1, \"a\", {}, \"%b()\", math.maxinteger, (pairs(string)), setmetatable({}, {__index = string.rep})}\n"
    "local pcall, select, setmetatable, tostring, tonumber = pcall, select, setmetatable, tostring, tonumber\n"
    "math.randomseed(7)\n";

/* Writes the script for an input; the last byte (if any is left) picks the register returned.
 * Past the input's end, the generator reads zeros. OUT: ends[i], the number of bytes read when
 * statement i was written; *nstmts, the number of statements. */
static void generate(Text *t, const uint8_t *data, size_t size, size_t ends[MAX_STATEMENTS], int *nstmts)
{
    Gen g = {.data = data, .size = size, .out = t};
    t->len = 0;
    put(t, prologue);
    int i;
    for (i = 0; i < MAX_STATEMENTS && g.pos < g.size && t->len < SCRIPT_SOFT_MAX; i++) {
        if (pick(&g, 32) == 0) { /* unprotected: its error ends the script */
            put(t, ";");
            gen_stmt(&g);
            put(t, "\n");
        } else {
            put(t, "pcall(function() ");
            gen_stmt(&g);
            put(t, " end)\n");
        }
        ends[i] = g.pos;
    }
    *nstmts = i;
    putf(t, "return R[%u]\n", 1 + pick(&g, NREGS));
}

/* ---- the sandbox and the checks ---- */

static Sandbox *sb;
static unsigned runs_in_sb;
static Text canary_script, canary_base;
static uint64_t fingerprint_base;
static int print_mode; /* KHARBAGA_FUZZ_PRINT: 0, 1 (print and run) or 2 (print only) */
static bool fresh;     /* KHARBAGA_FUZZ_FRESH */

static int env_int(const char *name)
{
    const char *e = getenv(name);
    return e != NULL && *e != '\0' ? atoi(e) : 0;
}

static SandboxLimits fuzz_limits(void)
{
    SandboxLimits limits;
    sandbox_default_limits(&limits);
    limits.memory = FUZZ_MEMORY;
    limits.instructions = FUZZ_INSTRUCTIONS;
    limits.deadline_ms = FUZZ_DEADLINE_MS;
    return limits;
}

/* The loader's `variant` global, as host C functions in the globals are. */
static int l_variant(lua_State *L)
{
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_settop(L, 1);
    return 1;
}

static void check_message(const char *what, const char *err, size_t errlen)
{
    FUZZ_CHECK(memchr(err, '\0', errlen) != NULL && err[0] != '\0', "%s: failed without a message", what);
    FUZZ_CHECK(strpbrk(err, "\r\n") == NULL, "%s: a message of several lines: %s", what, err);
    FUZZ_CHECK(fuzz_message_ok(err, errlen), "%s: a message with control bytes: %s", what, err);
}

/* Runs text, which must succeed; leaves its one result on the stack. */
static void run_host(const char *what, const char *text)
{
    char err[ERRLEN];
    lua_State *L = sandbox_lua(sb);
    int top = lua_gettop(L);
    FUZZ_CHECK(sandbox_run(sb, what, text, strlen(text), 1, err, sizeof err), "%s failed: %s", what, err);
    FUZZ_CHECK(lua_gettop(L) == top + 1, "%s: %d values on the stack, not %d", what, lua_gettop(L), top + 1);
}

/* What the canary script says now (see the top of the file). */
static void canary(Text *out)
{
    lua_State *L = sandbox_lua(sb);
    run_host("canary", canary_script.s);
    size_t n;
    const char *s = lua_tolstring(L, -1, &n);
    FUZZ_CHECK(s != NULL, "the canary returned no string");
    out->len = 0;
    text_grow(out, n);
    memcpy(out->s, s, n);
    out->s[n] = '\0';
    out->len = n;
    lua_pop(L, 1);
}

/* The canary says what it said when the sandbox was new. */
static void check_canary(void)
{
    static Text now;
    canary(&now);
    FUZZ_CHECK(now.len == canary_base.len && memcmp(now.s, canary_base.s, now.len) == 0,
               "a script changed what later scripts see (this input or one of the %d before it):\n"
               "  before: %s\n  after:  %s", CANARY_EVERY - 1, canary_base.s, now.s);
}

static void make_canary_script(void)
{
    Text *t = &canary_script;
    put(t, "local out = {}\n"
           "local function add(...) for i = 1, select('#', ...) do out[#out + 1] = tostring((select(i, ...))) end end\n"
           "for _, name in ipairs{");
    for (unsigned i = 0; i < NFIXED; i++)
        if (strchr(fixed_names[i], '.') == NULL) {
            put_literal(t, (const uint8_t *)fixed_names[i], strlen(fixed_names[i]));
            put(t, ", ");
        }
    for (size_t i = 0; i < sizeof fixed_tables / sizeof fixed_tables[0]; i++) {
        put_literal(t, (const uint8_t *)fixed_tables[i], strlen(fixed_tables[i]));
        put(t, ", ");
    }
    put(t, "} do\n"
           "  local v = _ENV[name]\n"
           "  add(name, type(v))\n"
           "  if name == 'load' or name == '_G' then v = nil end -- each script has its own\n"
           "  if type(v) == 'function' then add(v) end\n"
           "  if type(v) == 'table' then\n"
           "    local keys = {}\n"
           "    for k in pairs(v) do keys[#keys + 1] = tostring(k) end\n"
           "    table.sort(keys)\n"
           "    for _, k in ipairs(keys) do add(k, v[k]) end\n"
           "  end\n"
           "end\n"
           "local mt = getmetatable('')\n"
           "add(type(mt), type(mt) == 'table' and mt.__index == string, ('x'):rep(3), ('%d'):format(7), #'abc',\n"
           "    type(getmetatable(_ENV)), type(getmetatable(string)), math.maxinteger, math.pi, 7 // 2, 2^53)\n"
           "return table.concat(out, ' ')\n");
}

/* ---- the shared state's fingerprint ---- */

enum { WALK_DEPTH = 3 }; /* globals, a library or a board table, its fields */

static uint64_t walk_mix(uint64_t h, uint64_t v)
{
    return (h ^ v) * 0x100000001b3u + (h >> 29);
}

static uint64_t walk_value(lua_State *L, int idx, int depth);

/* The table's entries in traversal order (the same for a table nobody changed) and its
 * metatable, followed depth levels down. */
static uint64_t walk_table(lua_State *L, int idx, int depth)
{
    uint64_t h = 0x7ab1e;
    if (depth <= 0 || !lua_checkstack(L, 4))
        return h;
    idx = lua_absindex(L, idx);
    lua_pushnil(L);
    while (lua_next(L, idx)) {
        h = walk_mix(h, walk_value(L, -2, 0));
        h = walk_mix(h, walk_value(L, -1, depth - 1));
        lua_pop(L, 1);
    }
    if (lua_getmetatable(L, idx)) {
        h = walk_mix(h, walk_value(L, -1, depth - 1));
        lua_pop(L, 1);
    }
    return h;
}

/* A value's identity: numbers, booleans and strings by value, the others by address; tables
 * also by their contents. Nothing here allocates or calls a metamethod. */
static uint64_t walk_value(lua_State *L, int idx, int depth)
{
    int type = lua_type(L, idx);
    uint64_t h = (uint64_t)type + 1, bits;
    size_t n;
    const char *str;
    switch (type) {
    case LUA_TNUMBER:
        if (lua_isinteger(L, idx))
            return walk_mix(h, (uint64_t)lua_tointeger(L, idx));
        {
            double d = lua_tonumber(L, idx);
            memcpy(&bits, &d, sizeof bits);
        }
        return walk_mix(h + 1, bits);
    case LUA_TBOOLEAN:
        return walk_mix(h, (uint64_t)lua_toboolean(L, idx));
    case LUA_TSTRING:
        str = lua_tolstring(L, idx, &n);
        for (size_t i = 0; i < n; i++)
            h = walk_mix(h, (unsigned char)str[i]);
        return h;
    case LUA_TTABLE:
        h = walk_mix(h, (uint64_t)(uintptr_t)lua_topointer(L, idx));
        return walk_mix(h, walk_table(L, idx, depth));
    default:
        return walk_mix(h, (uint64_t)(uintptr_t)lua_topointer(L, idx));
    }
}

static uint64_t fingerprint_now;

/* Run by sandbox_call after each script: a full collection (so that every input starts from the
 * same heap, whatever garbage the ones before it left), then the fingerprint of what every
 * script shares: the globals, the loaded libraries and the string metatable, a few levels deep.
 * A script that changed any of them (a library function replaced, a field added to the string
 * metatable) changes it. */
static int l_after_run(lua_State *L)
{
    lua_gc(L, LUA_GCCOLLECT);
    uint64_t h = 0;
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
    h = walk_mix(h, walk_value(L, -1, WALK_DEPTH));
    lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE); /* the same libraries: which ones */
    h = walk_mix(h, walk_value(L, -1, 1));
    lua_pushliteral(L, "");
    if (lua_getmetatable(L, -1)) /* its __index, the real string library */
        h = walk_mix(h, walk_value(L, -1, 2));
    fingerprint_now = h;
    return 0;
}

static uint64_t fingerprint(void)
{
    char err[ERRLEN];
    lua_pushcfunction(sandbox_lua(sb), l_after_run);
    FUZZ_CHECK(sandbox_call(sb, 0, 0, err, sizeof err), "the collection and fingerprint failed: %s", err);
    return fingerprint_now;
}

/* ---- the names found at start-up ---- */

static char *top_names[256];
static unsigned ntop_names;

/* Run by sandbox_call: the string keys of the host's global table, into top_names. */
static int l_global_names(lua_State *L)
{
    lua_rawgeti(L, LUA_REGISTRYINDEX, LUA_RIDX_GLOBALS);
    lua_pushnil(L);
    while (lua_next(L, -2)) {
        lua_pop(L, 1);
        if (lua_type(L, -1) == LUA_TSTRING && ntop_names < sizeof top_names / sizeof top_names[0]) {
            top_names[ntop_names] = strdup(lua_tostring(L, -1));
            FUZZ_CHECK(top_names[ntop_names] != NULL, "out of memory");
            ntop_names++;
        }
    }
    return 0;
}

/* Whether the name is a fixed one, or one of our helpers. */
static bool is_fixed_name(const char *name, size_t n)
{
    for (unsigned i = 0; i < NFIXED; i++)
        if (strlen(fixed_names[i]) == n && memcmp(fixed_names[i], name, n) == 0)
            return true;
    for (size_t i = 0; i < sizeof helper_names / sizeof helper_names[0]; i++)
        if (strlen(helper_names[i]) == n && memcmp(helper_names[i], name, n) == 0)
            return true;
    return false;
}

/* Lists every function among the globals and one level into the global tables, in name order,
 * and keeps those fixed_names does not have in dyn_names. */
static void find_names(void)
{
    lua_State *L = sandbox_lua(sb);
    char err[ERRLEN];
    lua_pushcfunction(L, l_global_names);
    FUZZ_CHECK(sandbox_call(sb, 0, 0, err, sizeof err), "listing the globals failed: %s", err);
    Text t = {0};
    put(&t, "local tops = {");
    for (unsigned i = 0; i < ntop_names; i++) {
        put_literal(&t, (const uint8_t *)top_names[i], strlen(top_names[i]));
        put(&t, ", ");
        free(top_names[i]);
    }
    for (size_t i = 0; i < sizeof fixed_tables / sizeof fixed_tables[0]; i++) {
        put_literal(&t, (const uint8_t *)fixed_tables[i], strlen(fixed_tables[i]));
        put(&t, ", ");
    }
    put(&t, "}\n"
            "local out, seen = {}, {}\n"
            "local function add(name) if not seen[name] then seen[name] = true out[#out + 1] = name end end\n"
            "for _, t in ipairs(tops) do\n"
            "  local v = t:match('^[%a_][%w_]*$') and _ENV[t]\n"
            "  if type(v) == 'function' then add(t) end\n"
            "  if type(v) == 'table' then\n"
            "    for k, f in pairs(v) do\n"
            "      if type(k) == 'string' and k:match('^[%a_][%w_]*$') and type(f) == 'function' then add(t .. '.' .. k) end\n"
            "    end\n"
            "  end\n"
            "end\n"
            "table.sort(out)\n"
            "return table.concat(out, '\\n')\n");
    run_host("names", t.s);
    free(t.s);
    size_t n;
    const char *s = lua_tolstring(L, -1, &n);
    FUZZ_CHECK(s != NULL, "the names script returned no string");
    for (const char *p = s; p < s + n;) {
        size_t len = strcspn(p, "\n");
        if (len > 0 && !is_fixed_name(p, len)) {
            char **grown = realloc(dyn_names, (ndyn + 1) * sizeof *dyn_names);
            FUZZ_CHECK(grown != NULL, "out of memory");
            dyn_names = grown;
            dyn_names[ndyn] = strndup(p, len);
            FUZZ_CHECK(dyn_names[ndyn] != NULL, "out of memory");
            ndyn++;
        }
        p += len + 1;
    }
    lua_pop(L, 1);
    if (print_mode) {
        fprintf(stderr, "fuzz_sandbox: %u fixed names, %u found at start-up:", NFIXED, ndyn);
        for (unsigned i = 0; i < ndyn; i++)
            fprintf(stderr, " %s", dyn_names[i]);
        fputc('\n', stderr);
    }
}

/* ---- one sandbox for many inputs ---- */

/* When a sandbox is new and before it is dropped: a loop and memory bombs stop at its limits
 * (no script switched them off for good, and the small limits are the ones in force). */
static void check_limits_hold(void)
{
    char budget[64], memory[64];
    snprintf(budget, sizeof budget, "instruction budget of %d exceeded", FUZZ_INSTRUCTIONS);
    snprintf(memory, sizeof memory, "memory limit of %d MiB exceeded", FUZZ_MEMORY >> 20);
    const struct {
        const char *script, *stop, *or_stop; /* the message holds stop, or else or_stop */
    } bombs[] = {
        {"local n = 0 while true do n = n + 1 end", budget, "time limit of"},
        {"local s = 'x' for i = 1, 100 do s = s .. s end", memory, budget},
        {"return string.rep('x', 1 << 30)", memory, budget},
    };
    lua_State *L = sandbox_lua(sb);
    for (size_t i = 0; i < sizeof bombs / sizeof bombs[0]; i++) {
        char err[ERRLEN];
        int top = lua_gettop(L);
        const char *script = bombs[i].script;
        FUZZ_CHECK(!sandbox_run(sb, "limits", script, strlen(script), 0, err, sizeof err),
                   "after %u inputs, '%s' is no longer stopped", runs_in_sb, script);
        check_message("limits", err, sizeof err);
        FUZZ_CHECK(strstr(err, bombs[i].stop) != NULL || strstr(err, bombs[i].or_stop) != NULL,
                   "after %u inputs, '%s' stops with: %s", runs_in_sb, script, err);
        FUZZ_CHECK(lua_gettop(L) == top, "limits: the stack moved");
    }
}

static void drop_sandbox(void)
{
    sandbox_free(sb);
    sb = NULL;
}

static void new_sandbox(void)
{
    if (sb != NULL) {
        check_canary();
        check_limits_hold();
        drop_sandbox();
    }
    SandboxLimits limits = fuzz_limits();
    sb = sandbox_new(&limits);
    FUZZ_CHECK(sb != NULL, "sandbox_new failed");
    runs_in_sb = 0;
    char err[ERRLEN];
    FUZZ_CHECK(sandbox_run_prelude(sb, "=prelude", kharbaga_prelude, kharbaga_prelude_len, err, sizeof err),
               "the prelude failed: %s", err);
    FUZZ_CHECK(sandbox_run_prelude(sb, "=helpers", helpers, sizeof helpers - 1, err, sizeof err),
               "the helpers failed: %s", err);
    lua_pushcfunction(sandbox_lua(sb), l_variant);
    FUZZ_CHECK(sandbox_set_global(sb, "variant"), "sandbox_set_global failed");
    canary(&canary_base);
    fingerprint_base = fingerprint();
}

/* ---- what scripts print ---- */

static FILE *saved_stderr, *capture; /* one memory stream, rewound for every run */
static char *captured;
static size_t ncaptured;
static bool capturing;

static void capture_begin(void)
{
    if (print_mode)
        return;
    if (capture == NULL) {
        capture = open_memstream(&captured, &ncaptured);
        FUZZ_CHECK(capture != NULL, "open_memstream failed");
    }
    rewind(capture);
    saved_stderr = stderr;
    stderr = capture;
    capturing = true;
}

/* Every line printed is "lua: " and text as err_text_piece leaves it. */
static void capture_end(void)
{
    if (!capturing)
        return;
    capturing = false;
    stderr = saved_stderr;
    long end = ftell(capture);
    FUZZ_CHECK(fflush(capture) == 0 && end >= 0 && (size_t)end <= ncaptured, "the capture of print failed");
    const char *s = captured;
    size_t n = (size_t)end, i = 0;
    while (i < n) {
        FUZZ_CHECK(n - i >= 5 && memcmp(s + i, "lua: ", 5) == 0, "a printed line does not start with 'lua: ': %.40s",
                   s + i);
        for (i += 5; i < n && s[i] != '\n';) {
            unsigned char c = (unsigned char)s[i];
            if (c == '\t' || (c >= 0x20 && c < 0x7f)) {
                i++;
                continue;
            }
            unsigned cp = 0;
            int len = err_utf8_sequence(s + i, n - i, &cp);
            FUZZ_CHECK(len > 0 && !err_hidden_code_point(cp), "print wrote byte 0x%02X as it is", c);
            i += (size_t)len;
        }
        FUZZ_CHECK(i < n, "print left a line without its end");
        i++;
    }
}

/* ---- the target ---- */

static void run_script(const char *text, size_t len)
{
    lua_State *L = sandbox_lua(sb);
    char err[ERRLEN] = "", err2[ERRLEN] = "";
    int top = lua_gettop(L);

    capture_begin();
    bool ok = sandbox_run(sb, "fuzz", text, len, 1, err, sizeof err);
    int top_run = lua_gettop(L);
    bool called = false, call_ok = false;
    int top_call = top_run;
    if (ok && top_run == top + 1 && lua_type(L, -1) == LUA_TFUNCTION && lua_checkstack(L, 3)) {
        /* The function the script returned, called as a hook is: nothing here allocates. */
        lua_pushinteger(L, LUA_MAXINTEGER);
        lua_pushvalue(L, -2);
        called = true;
        call_ok = sandbox_call(sb, 2, 1, err2, sizeof err2);
        top_call = lua_gettop(L);
    }
    capture_end();

    if (print_mode) {
        fprintf(stderr, "-- sandbox_run: %s%s\n", ok ? "ok" : "failed: ", ok ? "" : err);
        if (called)
            fprintf(stderr, "-- sandbox_call: %s%s\n", call_ok ? "ok" : "failed: ", call_ok ? "" : err2);
    }
    if (ok) {
        FUZZ_CHECK(top_run == top + 1, "sandbox_run succeeded leaving %d values, not 1", top_run - top);
    } else {
        check_message("sandbox_run", err, sizeof err);
        FUZZ_CHECK(top_run == top, "sandbox_run failed leaving %d values on the stack: %s", top_run - top, err);
    }
    if (called) {
        if (call_ok)
            FUZZ_CHECK(top_call == top + 1, "sandbox_call succeeded leaving %d values, not 1", top_call - top);
        else {
            check_message("sandbox_call", err2, sizeof err2);
            FUZZ_CHECK(top_call == top, "sandbox_call failed leaving %d values: %s", top_call - top, err2);
        }
    }
    lua_settop(L, top);
    FUZZ_CHECK(sandbox_memory_used(sb) <= FUZZ_MEMORY, "%zu bytes in use, over the cap of %d",
               sandbox_memory_used(sb), FUZZ_MEMORY);

    /* Still usable, and unchanged. */
    run_host("check", "return 1+1");
    FUZZ_CHECK(lua_isinteger(L, -1) && lua_tointeger(L, -1) == 2, "after the script, 1+1 is not 2");
    lua_pop(L, 1);
    FUZZ_CHECK(fingerprint() == fingerprint_base, "the script changed the globals, a library or the string metatable");
    if (fresh || runs_in_sb % CANARY_EVERY == 0)
        check_canary();
}

static void free_all(void)
{
    drop_sandbox();
    if (capture != NULL)
        fclose(capture);
    free(captured);
}

static void setup(void)
{
    print_mode = env_int("KHARBAGA_FUZZ_PRINT");
    fresh = env_int("KHARBAGA_FUZZ_FRESH") != 0;
    make_canary_script();
    new_sandbox();
    check_limits_hold();
    find_names();
    atexit(free_all);
}

int fuzz_sandbox(const uint8_t *data, size_t size)
{
    static bool ready;
    static Text script;
    if (!ready) {
        setup();
        ready = true;
    }
    size_t ends[MAX_STATEMENTS];
    int nstmts;
    generate(&script, data, size, ends, &nstmts);
    if (print_mode) {
        fprintf(stderr, "---- generated script (%zu input bytes) ----\n%s---- end of script ----\n", size, script.s);
        fprintf(stderr, "-- statements end at input bytes:");
        for (int i = 0; i < nstmts; i++)
            fprintf(stderr, " %zu", ends[i]);
        fputc('\n', stderr);
    }
    if (print_mode == 2)
        return 0;
    if (runs_in_sb >= FUZZ_RENEW || (fresh && runs_in_sb > 0))
        new_sandbox();
    runs_in_sb++;
    run_script(script.s, script.len);
    return 0;
}

FUZZ_ENTRY(fuzz_sandbox)

#ifndef KHARBAGA_FUZZ_REPLAY
/* libFuzzer's flags for this target, put before the command line's own (a flag given there wins):
 *   - no leak check after each input: the Lua state keeps memory from one input to the next, so
 *     every input would look like a leak and set off a full LeakSanitizer scan, a thousand times
 *     before libFuzzer gives up checking, most of the first minutes of a run (leaks are still
 *     reported at exit);
 *   - inputs of at most FUZZ_INPUT_MAX bytes;
 *   - the entropic schedule scaled by execution time: the inputs that run to the budget take ten
 *     times as long as the others and soon make a tenth of the corpus; mutated as often as the
 *     rest, they halved the executions a second of a grown corpus (1,160 instead of 2,290), for
 *     no more coverage. */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static char max_len[32], detect_leaks[] = "-detect_leaks=0",
                scale[] = "-entropic_scale_per_exec_time=1";
    snprintf(max_len, sizeof max_len, "-max_len=%d", FUZZ_INPUT_MAX);
    char *defaults[] = {detect_leaks, max_len, scale};
    int ndefaults = (int)(sizeof defaults / sizeof defaults[0]);
    char **args = malloc(((size_t)*argc + (size_t)ndefaults + 1) * sizeof *args);
    FUZZ_CHECK(args != NULL, "out of memory");
    args[0] = (*argv)[0];
    for (int i = 0; i < ndefaults; i++)
        args[1 + i] = defaults[i];
    for (int i = 1; i < *argc; i++)
        args[i + ndefaults] = (*argv)[i];
    args[*argc + ndefaults] = NULL;
    *argc += ndefaults;
    *argv = args;
    return 0;
}
#endif
