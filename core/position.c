/*
 * position.c — placing pieces, the start position, position text, hashing and invariants.
 */
#include "position.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

static int zkey(int side, bool king) { return side * 2 + (king ? 1 : 0); }

void position_clear(const Variant *v, Position *pos)
{
    memset(pos, 0, sizeof *pos);
    (void)v;
}

void position_put(const Variant *v, Position *pos, int point, int side, bool king)
{
    bits_add(king ? &pos->kings[side] : &pos->men[side], point);
    pos->hash ^= v->zobrist[zkey(side, king)][point];
}

void position_remove(const Variant *v, Position *pos, int point)
{
    int side = position_owner(pos, point);
    if (side < 0)
        return;
    bool king = bits_has(pos->kings[side], point);
    bits_del(king ? &pos->kings[side] : &pos->men[side], point);
    pos->hash ^= v->zobrist[zkey(side, king)][point];
}

void position_set_huff(const Variant *v, Position *pos, Bits huff)
{
    int p;
    BITS_FOREACH(p, bits_or(pos->huff, huff))
    if (bits_has(pos->huff, p) != bits_has(huff, p))
        pos->hash ^= v->zobrist_huff[p];
    pos->huff = huff;
}

void position_kill(const Variant *v, Position *pos, int point)
{
    position_remove(v, pos, point);
    bits_add(&pos->dead, point);
    pos->hash ^= v->zobrist_dead[point];
}

void position_start(const Variant *v, Position *pos)
{
    position_clear(v, pos);
    int p;
    for (int s = 0; s < 2; s++) {
        BITS_FOREACH(p, v->start_men[s])
        position_put(v, pos, p, s, false);
        BITS_FOREACH(p, v->start_kings[s])
        position_put(v, pos, p, s, true);
    }
}

uint64_t position_compute_hash(const Variant *v, const Position *pos)
{
    uint64_t h = pos->side == NORTH ? v->zobrist_side : 0;
    int p;
    for (int s = 0; s < 2; s++) {
        BITS_FOREACH(p, pos->men[s])
        h ^= v->zobrist[zkey(s, false)][p];
        BITS_FOREACH(p, pos->kings[s])
        h ^= v->zobrist[zkey(s, true)][p];
    }
    BITS_FOREACH(p, pos->dead)
    h ^= v->zobrist_dead[p];
    BITS_FOREACH(p, pos->huff)
    h ^= v->zobrist_huff[p];
    if (variant_memory(v))
        h ^= memory_hash(variant_memory(v), pos);
    return h;
}

bool position_is_ok(const Variant *v, const Position *pos)
{
    if (pos->side > 1)
        return false;
    Bits seen = bits_empty();
    const Bits *sets[5] = {&pos->men[0], &pos->men[1], &pos->kings[0], &pos->kings[1], &pos->dead};
    for (int i = 0; i < 5; i++) {
        if (bits_any(bits_and(seen, *sets[i])) || bits_any(bits_andnot(*sets[i], v->board.all)))
            return false; /* two things on one point, or something off the board */
        seen = bits_or(seen, *sets[i]);
    }
    if (bits_any(bits_andnot(pos->huff, position_pieces(pos, !pos->side))))
        return false; /* only the opponent's pieces may be huffed */
    if (bits_any(pos->huff) && v->rules.capture != CAPTURE_HUFF)
        return false; /* nor anything at all without huffing */
    return pos->hash == position_compute_hash(v, pos);
}

/* ---- text ---- */

/* Appends the names of a set, comma-separated, kings prefixed with K. */
static bool append_list(const Variant *v, Bits men, Bits kings, char **out, const char *end)
{
    bool first = true;
    for (int p = 0; p < v->board.npoints; p++) {
        bool man = bits_has(men, p), king = bits_has(kings, p);
        if (!man && !king)
            continue;
        int n = snprintf(*out, (size_t)(end - *out), "%s%s%s", first ? "" : ",", king ? "K" : "", v->board.name[p]);
        if (n < 0 || n >= end - *out)
            return false;
        *out += n;
        first = false;
    }
    return true;
}

static bool append_text(char **out, const char *end, const char *s)
{
    size_t n = strlen(s);
    if ((ptrdiff_t)n >= end - *out)
        return false;
    memcpy(*out, s, n + 1);
    *out += n;
    return true;
}

bool position_to_text(const Variant *v, const Position *pos, char *buf, size_t len)
{
    char *out = buf, *end = buf + len;
    char head[4] = {v->side_initial[pos->side], ':', v->side_initial[SOUTH], '\0'};
    char sep[3] = {':', v->side_initial[NORTH], '\0'};
    if (len == 0 || !append_text(&out, end, head) ||
        !append_list(v, pos->men[SOUTH], pos->kings[SOUTH], &out, end) || !append_text(&out, end, sep) ||
        !append_list(v, pos->men[NORTH], pos->kings[NORTH], &out, end))
        return false;
    if (bits_any(pos->dead) && (!append_text(&out, end, ":D") || !append_list(v, pos->dead, bits_empty(), &out, end)))
        return false;
    if (bits_any(pos->huff) && (!append_text(&out, end, ":H") || !append_list(v, pos->huff, bits_empty(), &out, end)))
        return false;
    return true;
}

/* Parses "name,Kname,..." up to ':' or the end into men and kings (kings only if allow_kings).
 * Every element is a point name; no empty elements. */
static bool parse_list(const Variant *v, const char **text, Bits *men, Bits *kings, bool allow_kings, const char *what,
                       Err *err)
{
    const char *s = *text;
    char q[64];
    while (*s && *s != ':') {
        bool king = false;
        if (*s == 'K') {
            if (!allow_kings)
                return err_set(err, "%s: 'K' marks a king and has no meaning here", what);
            king = true;
            s++;
        }
        const char *at = s;
        int p = board_parse_point(&v->board, &s);
        if (p < 0) {
            int n = 0;
            while (at[n] && at[n] != ',' && at[n] != ':' && n < 12)
                n++;
            if (n == 0)
                return err_set(err, "%s: expected a point name%s", what, *at ? " before this separator" : " at the end");
            char word[16];
            snprintf(word, sizeof word, "%.*s", n, at);
            return err_set(err, "%s: '%s' is not a point of this board%s", what, err_quote(word, 12, q, sizeof q),
                           board_name_shaped(word) ? "" : " (points are named like a1)");
        }
        if (bits_has(*men, p) || bits_has(*kings, p))
            return err_set(err, "%s: point %s is listed twice", what, v->board.name[p]);
        bits_add(king ? kings : men, p);
        if (*s == ',' && s[1] != '\0' && s[1] != ':')
            s++;
        else if (*s == ',')
            return err_set(err, "%s: expected a point name after ','", what);
        else if (*s && *s != ':')
            return err_set(err, "%s: unexpected '%s' after %s; expected ',' or ':'", what,
                           err_quote((char[]){*s, '\0'}, 1, q, sizeof q), v->board.name[p]);
    }
    *text = s;
    return true;
}

static int side_of_initial(const Variant *v, char c)
{
    for (int s = 0; s < 2; s++)
        if (v->side_initial[s] == c)
            return s;
    return -1;
}

/* The fields after the side to move, in the order of docs/notation.md: both sides' pieces (in
 * either order), then optionally dead points (D), then optionally huffable pieces (H). An H field
 * is refused under rules without huffing (capture is not huff): nothing could ever huff them, and
 * the first move would drop them. */
typedef struct Fields {
    Bits men[2], kings[2], dead, huff;
} Fields;

static bool parse_fields(const Variant *v, const char *s, Fields *f, Err *err)
{
    bool given[2] = {false, false}, huffing = v->rules.capture == CAPTURE_HUFF;
    int stage = 0; /* 0, 1: side fields read so far; 2: D allowed; 3: H allowed */
    Bits none = bits_empty();
    char q[64];
    while (*s) {
        char tag = *s++;
        int who = side_of_initial(v, tag);
        char what[64];
        if (stage < 2 && who >= 0 && !given[who]) {
            snprintf(what, sizeof what, "position, %s's pieces", v->side_name[who]);
            if (!parse_list(v, &s, &f->men[who], &f->kings[who], true, what, err))
                return false;
            given[who] = true;
            stage++;
        } else if (stage == 2 && tag == 'D') {
            if (!parse_list(v, &s, &f->dead, &none, false, "position, dead points", err))
                return false;
            stage = 3;
        } else if (stage >= 2 && stage <= 3 && tag == 'H') {
            if (!huffing) {
                char value[16];
                return err_set(err, "position: H (huffable pieces) has no meaning under capture=%s; only "
                                    "capture=huff lets a player huff",
                               rules_value_text(&v->rules, rules_option("capture"), value, sizeof value));
            }
            if (!parse_list(v, &s, &f->huff, &none, false, "position, huffable pieces", err))
                return false;
            stage = 4;
        } else {
            const char *expected = stage < 2               ? "the other side's pieces"
                                   : stage == 2 && huffing ? "D (dead points) or H (huffable pieces)"
                                   : stage == 2            ? "D (dead points)"
                                   : stage == 3 && huffing ? "H (huffable pieces)"
                                                           : "the end";
            return err_set(err, "position: unexpected field '%s'; expected %s", err_quote((char[]){tag, '\0'}, 1, q, sizeof q),
                           expected);
        }
        if (*s == ':' && s[1] == '\0')
            return err_set(err, "position: expected a field after the last ':'");
        if (*s == ':')
            s++;
    }
    if (stage < 2)
        return err_set(err, "position: expected a list for each side, e.g. %c:%ca1,c1:%ca9", v->side_initial[0],
                       v->side_initial[0], v->side_initial[1]);
    return true;
}

bool position_from_text(const Variant *v, const char *text, Position *pos, Err *err)
{
    char q[64], body[1024];
    const char *s = text;
    while (isspace((unsigned char)*s))
        s++;
    size_t n = strlen(s);
    while (n > 0 && isspace((unsigned char)s[n - 1]))
        n--;
    if (n >= sizeof body)
        return err_set(err, "position '%s': too long (at most %zu characters)", err_quote(s, 40, q, sizeof q),
                       sizeof body - 1);
    memcpy(body, s, n);
    body[n] = '\0';
    int side = side_of_initial(v, body[0]);
    if (side < 0 || body[1] != ':')
        return err_set(err, "position '%s': expected the side to move ('%c' or '%c') then ':'",
                       err_quote(body, 40, q, sizeof q), v->side_initial[0], v->side_initial[1]);
    Fields f;
    memset(&f, 0, sizeof f);
    if (!parse_fields(v, body + 2, &f, err))
        return false;
    for (int a = 0; a < 2; a++) {
        Bits mine = bits_or(f.men[a], f.kings[a]);
        Bits clash = bits_and(mine, bits_or(bits_or(f.men[!a], f.kings[!a]), f.dead));
        if (bits_any(clash))
            return err_set(err, "position: point %s holds two things", v->board.name[bits_pop(&clash)]);
    }
    if (bits_any(bits_andnot(f.huff, bits_or(f.men[!side], f.kings[!side]))))
        return err_set(err, "position: a huffable point must hold a piece of the side that is not to move");
    Position p;
    position_clear(v, &p);
    p.side = (uint8_t)side;
    int q2;
    for (int a = 0; a < 2; a++) {
        BITS_FOREACH(q2, f.men[a])
        position_put(v, &p, q2, a, false);
        BITS_FOREACH(q2, f.kings[a])
        position_put(v, &p, q2, a, true);
    }
    BITS_FOREACH(q2, f.dead)
    position_kill(v, &p, q2);
    p.huff = f.huff;
    p.hash = position_compute_hash(v, &p);
    *pos = p;
    return true;
}
