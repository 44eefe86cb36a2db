/*
 * book.c — an opening book in memory, its file, and the move it gives at a search's root (book.h).
 */
#include "book.h"

#include "game.h"
#include "hashmix.h"
#include "notation.h"
#include "position.h"
#include "rng.h"
#include "rules.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* The header's keys, in the order book_write gives them; any other is refused. */
static const char *const header_keys[] = {"game", "rules", "ai", "search", "plies", "games",
                                          "opening", "seed", "shard", "kept", NULL};

void book_rules_text(const Rules *r, char *buf, size_t len)
{
    size_t used = 0;
    buf[0] = '\0';
    for (int i = 0; i < rules_option_count && used < len; i++) {
        char value[32];
        int w = snprintf(buf + used, len - used, "%s%s=%s", i ? " " : "", rules_options[i].key,
                         rules_value_text(r, &rules_options[i], value, sizeof value));
        if (w < 0)
            break;
        used += (size_t)w;
    }
}

static int key_rank(const char *key)
{
    for (int i = 0; header_keys[i]; i++)
        if (!strcmp(header_keys[i], key))
            return i;
    return -1;
}

bool book_set(Book *b, const char *key, const char *value)
{
    int i = 0;
    while (i < b->nheader && strcmp(b->key[i], key))
        i++;
    if (i == b->nheader) {
        if (b->nheader == BOOK_MAX_HEADER)
            return false;
        b->nheader++;
    }
    snprintf(b->key[i], sizeof b->key[i], "%s", key);
    snprintf(b->value[i], sizeof b->value[i], "%s", value);
    return true;
}

const char *book_get(const Book *b, const char *key)
{
    for (int i = 0; i < b->nheader; i++)
        if (!strcmp(b->key[i], key))
            return b->value[i];
    return NULL;
}

static char *copy_text(const char *s)
{
    size_t n = strlen(s) + 1;
    char *c = malloc(n);
    if (c)
        memcpy(c, s, n);
    return c;
}

bool book_add(Book *b, const char *pos, const char *move, long wins, long draws, long losses)
{
    if (b->n == b->cap) {
        int cap = b->cap ? 2 * b->cap : 256;
        BookEntry *e = realloc(b->e, sizeof *e * (size_t)cap);
        if (!e)
            return false;
        b->e = e;
        b->cap = cap;
    }
    BookEntry *e = &b->e[b->n];
    e->pos = copy_text(pos);
    e->move = copy_text(move);
    if (!e->pos || !e->move) {
        free(e->pos);
        free(e->move);
        return false;
    }
    e->wins = wins, e->draws = draws, e->losses = losses;
    b->n++;
    return true;
}

static int compare_entries(const void *pa, const void *pb)
{
    const BookEntry *a = pa, *b = pb;
    int c = strcmp(a->pos, b->pos);
    return c ? c : strcmp(a->move, b->move);
}

static void free_entry(BookEntry *e)
{
    free(e->pos);
    free(e->move);
}

void book_sort(Book *b)
{
    if (b->n > 1)
        qsort(b->e, (size_t)b->n, sizeof *b->e, compare_entries);
    int out = 0;
    for (int i = 0; i < b->n; i++) {
        if (out > 0 && compare_entries(&b->e[out - 1], &b->e[i]) == 0) {
            b->e[out - 1].wins += b->e[i].wins;
            b->e[out - 1].draws += b->e[i].draws;
            b->e[out - 1].losses += b->e[i].losses;
            free_entry(&b->e[i]);
        } else {
            b->e[out++] = b->e[i];
        }
    }
    b->n = out;
}

static long games_of(const BookEntry *e)
{
    return e->wins + e->draws + e->losses;
}

void book_filter(Book *b, int min_games, int min_score)
{
    int out = 0;
    for (int i = 0; i < b->n; i++) {
        long g = games_of(&b->e[i]);
        /* score% >= min_score, in whole numbers: 100 (2 wins + draws) >= 2 min_score games */
        if (g >= min_games && 100 * (2 * b->e[i].wins + b->e[i].draws) >= 2L * min_score * g)
            b->e[out++] = b->e[i];
        else
            free_entry(&b->e[i]);
    }
    b->n = out;
}

bool book_write(const Book *b, FILE *out)
{
    fprintf(out, "kharbaga book %d\n", BOOK_FORMAT);
    for (int k = 0; header_keys[k]; k++) {
        const char *value = book_get(b, header_keys[k]);
        if (value)
            fprintf(out, "%s %s\n", header_keys[k], value);
    }
    for (int i = 0; i < b->n; i++)
        fprintf(out, "%ld %ld %ld %s %s\n", b->e[i].wins, b->e[i].draws, b->e[i].losses, b->e[i].move, b->e[i].pos);
    return !ferror(out);
}

void book_free(Book *b)
{
    for (int i = 0; i < b->n; i++)
        free_entry(&b->e[i]);
    free(b->e);
    *b = (Book){0};
}

/* ---- reading ---- */

/* A count at *s, a whole number from 0 to BOOK_MAX_COUNT, then a blank; *s moved past the blank.
 * -1 if there is none. */
static long read_count(const char **s)
{
    if (**s < '0' || **s > '9')
        return -1;
    char *end;
    errno = 0;
    long n = strtol(*s, &end, 10);
    if (errno || n > BOOK_MAX_COUNT || *end != ' ')
        return -1;
    *s = end + 1;
    return n;
}

/* An entry line (without its '\n') into b. False if it is not one. */
static bool read_entry(Book *b, const char *line, bool *no_memory)
{
    const char *s = line;
    long w = read_count(&s), d = w < 0 ? -1 : read_count(&s), l = d < 0 ? -1 : read_count(&s);
    const char *blank = l < 0 ? NULL : strchr(s, ' ');
    if (!blank || blank == s || !blank[1] || strchr(blank + 1, ' ') == blank + 1 || w + d + l == 0)
        return false;
    char move[MOVE_TEXT_MAX];
    if ((size_t)(blank - s) >= sizeof move)
        return false;
    memcpy(move, s, (size_t)(blank - s));
    move[blank - s] = '\0';
    if (!book_add(b, blank + 1, move, w, d, l))
        return !(*no_memory = true);
    return true;
}

/* A header line "KEY VALUE" into b. False if it is not one. */
static bool read_header(Book *b, const char *line)
{
    const char *blank = strchr(line, ' ');
    char key[16];
    if (!blank || blank == line || (size_t)(blank - line) >= sizeof key || strlen(blank + 1) >= BOOK_VALUE_MAX)
        return false;
    memcpy(key, line, (size_t)(blank - line));
    key[blank - line] = '\0';
    return key_rank(key) >= 0 && !book_get(b, key) && book_set(b, key, blank + 1);
}

/* Line `number` (its '\n' taken off) into b, reported into err. */
static bool read_line(Book *b, const char *path, int number, char *line, Err *err)
{
    if (number == 1) {
        char first[32];
        snprintf(first, sizeof first, "kharbaga book %d", BOOK_FORMAT);
        return !strcmp(line, first) ||
               err_set(err, "%s:1: expected '%s' (a book written by kharbaga book build)", path, first);
    }
    if (line[0] < '0' || line[0] > '9') {
        if (b->n > 0 || !read_header(b, line))
            return err_set(err, "%s:%d: expected a header line KEY VALUE (%s, each once) before the entries", path,
                           number, "game, rules, ai, search, plies, games, opening, seed, shard, kept");
        return true;
    }
    bool no_memory = false;
    if (!read_entry(b, line, &no_memory))
        return no_memory ? err_set(err, "%s:%d: out of memory", path, number)
                         : err_set(err, "%s:%d: expected an entry WINS DRAWS LOSSES MOVE POSITION, e.g. %s", path,
                                   number, "3 1 0 c3-d4 B:Ba1,c1:Wa9,c9");
    if (b->n > 1 && compare_entries(&b->e[b->n - 2], &b->e[b->n - 1]) >= 0)
        return err_set(err, "%s:%d: entry out of order or given twice; expected the entries sorted by position, "
                            "then move",
                       path, number);
    return true;
}

bool book_read(const char *path, Book *b, Err *err)
{
    *b = (Book){0};
    FILE *f = fopen(path, "r");
    if (!f)
        return err_set(err, "%s: cannot read it: %s", path, strerror(errno));
    char line[BOOK_LINE_MAX];
    int number = 0;
    bool ok = true;
    while (ok && fgets(line, sizeof line, f)) {
        number++;
        size_t n = strlen(line);
        if (n == 0 || line[n - 1] != '\n')
            ok = err_set(err, "%s:%d: line too long or not ended; expected lines of at most %d bytes", path, number,
                         BOOK_LINE_MAX - 1);
        else {
            line[n - 1] = '\0';
            ok = read_line(b, path, number, line, err);
        }
    }
    if (ok && ferror(f))
        ok = err_set(err, "%s: cannot read it: %s", path, strerror(errno));
    fclose(f);
    if (ok && number == 0)
        ok = err_set(err, "%s: empty; expected a book written by kharbaga book build", path);
    if (ok && (!book_get(b, "game") || !book_get(b, "rules")))
        ok = err_set(err, "%s: no '%s' line; expected the game and the rules in the header", path,
                     book_get(b, "game") ? "rules" : "game");
    if (!ok)
        book_free(b);
    return ok;
}

/* ---- at a search's root ---- */

/* The first entry of pos in b, or b->n. */
static int first_of(const Book *b, const char *pos)
{
    int lo = 0, hi = b->n;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (strcmp(b->e[mid].pos, pos) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* The index in list of the move whose text is `text`, or -1. */
static int legal_index(const Variant *v, const MoveList *list, const char *text)
{
    char buf[MOVE_TEXT_MAX];
    for (int i = 0; i < list->n; i++)
        if (movelist_text(v, list, i, buf, sizeof buf) && !strcmp(buf, text))
            return i;
    return -1;
}

/* Whether entry a scores better than entry b: more points a game, then more games. */
static bool better(const BookEntry *a, const BookEntry *b)
{
    long ga = games_of(a), gb = games_of(b);
    long pa = (2 * a->wins + a->draws) * gb, pb = (2 * b->wins + b->draws) * ga;
    return pa != pb ? pa > pb : ga > gb;
}

int book_choose(const Book *b, const Variant *v, const Position *pos, const MoveList *list, int randomness,
                uint64_t seed)
{
    char text[BOOK_VALUE_MAX];
    const char *game = book_get(b, "game"), *rules = book_get(b, "rules");
    book_rules_text(&v->rules, text, sizeof text);
    if (!game || !rules || strcmp(game, v->id) || strcmp(rules, text) || !position_to_text(v, pos, text, sizeof text))
        return -1;
    int chosen = -1, best = -1;
    long total = 0;
    for (int i = first_of(b, text); i < b->n && !strcmp(b->e[i].pos, text); i++) {
        int k = legal_index(v, list, b->e[i].move);
        if (k >= 0 && (best < 0 || better(&b->e[i], &b->e[best])))
            best = i, chosen = k;
        total += k >= 0 ? 2 * b->e[i].wins + b->e[i].draws + 1 : 0;
    }
    if (randomness <= 0 || chosen < 0)
        return chosen;
    /* a draw weighted by points + 1, from the seed and the position, so that equal seeds choose alike */
    Rng r;
    rng_seed(&r, seed ^ hash_finish(position_compute_hash(v, pos)));
    long pick = (long)(rng_unit(&r) * (double)total);
    for (int i = first_of(b, text); i < b->n && !strcmp(b->e[i].pos, text); i++) {
        int k = legal_index(v, list, b->e[i].move);
        if (k < 0)
            continue;
        pick -= 2 * b->e[i].wins + b->e[i].draws + 1;
        if (pick < 0)
            return k;
    }
    return chosen;
}
