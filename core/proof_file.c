/*
 * proof_file.c — a proof as a text file (docs/solving.md, "Proof files"): a header of lines
 * `word value`, then each part's line and its nodes one a line, then `checksum` and the FNV-1a
 * 64-bit hash of every byte before that line, in 16 hexadecimal digits.
 *
 *   kharbaga-proof 1
 *   game felli
 *   key 0123456789abcdef
 *   rules men_move=any ...
 *   position B:Ba1,c1,e1,b2,c2,d2:Wb4,c4,d4,a5,c5,e5
 *   value win
 *   part south win 3
 *   > c2-c3 1
 *   * c4xc2 2
 *   =
 *   checksum 89abcdef01234567
 *
 * A part's line names the prover (south or north), its goal (win, or draw: at least a draw) and
 * its number of nodes; node k of a part is the k-th line after it (0: the root): `=` a leaf,
 * `> MOVE K` the prover's move to node K, `* MOVE K MOVE K ...` every move of the other side.
 */
#include "proof.h"

#include "i18n.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define FNV_OFFSET 0xcbf29ce484222325ull
#define FNV_PRIME 0x100000001b3ull

static uint64_t fnv(uint64_t h, const char *data, size_t n)
{
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)data[i]) * FNV_PRIME;
    return h;
}

static const char *goal_word(ProofGoal g) { return g == PROOF_WIN ? "win" : "draw"; }
static const char *value_word(EgtbWdl w) { return w == EGTB_WIN ? "win" : w == EGTB_LOSS ? "loss" : "draw"; }

/* A file being written and the hash of what went into it. */
typedef struct Out {
    FILE *f;
    uint64_t hash;
    bool ok;
} Out;

static void put(Out *o, const char *fmt, ...)
{
    char line[PROOF_POSITION_TEXT + 64];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (n < 0 || (size_t)n >= sizeof line) {
        o->ok = false;
        return;
    }
    o->hash = fnv(o->hash, line, (size_t)n);
    o->ok &= fwrite(line, 1, (size_t)n, o->f) == (size_t)n;
}

static void put_part(Out *o, const Proof *p, const ProofPart *part)
{
    put(o, "part %s %s %" PRIu32 "\n", part->side == SOUTH ? "south" : "north", goal_word(part->goal), part->nnodes);
    for (uint32_t k = 0; k < part->nnodes && o->ok; k++) {
        const ProofNode *n = &p->nodes[part->first + k];
        put(o, "%c", n->kind);
        for (uint32_t e = 0; e < n->nedges; e++) {
            const ProofEdge *edge = &p->edges[n->first + e];
            put(o, " %s %" PRIu32, proof_edge_text(p, edge), edge->child);
        }
        put(o, "\n");
    }
}

bool proof_write(const Proof *p, const char *path, Err *err)
{
    char tmp[4200];
    if (snprintf(tmp, sizeof tmp, "%s.part", path) >= (int)sizeof tmp)
        return err_set(err, "%s: too long a path", path);
    Out o = {fopen(tmp, "w"), FNV_OFFSET, true};
    if (!o.f)
        return err_set(err, "cannot write %s: %s", tmp, strerror(errno));
    put(&o, "kharbaga-proof %d\ngame %s\nkey %016" PRIx64 "\nrules %s\nposition %s\nvalue %s\n", PROOF_VERSION, p->game,
        p->key, p->rules, p->position, value_word(p->value));
    for (int i = 0; i < p->nparts; i++)
        put_part(&o, p, &p->parts[i]);
    o.ok &= fprintf(o.f, "checksum %016" PRIx64 "\n", o.hash) > 0;
    int saved = errno;
    o.ok &= fflush(o.f) == 0;
    o.ok &= fclose(o.f) == 0;
    if (!o.ok || rename(tmp, path) != 0) {
        int e = o.ok ? errno : saved ? saved : errno;
        remove(tmp);
        return err_set(err, "cannot write %s: %s", path, strerror(e ? e : EIO));
    }
    return true;
}

/* ---- reading ---- */

/* A file read whole, walked line by line. */
typedef struct In {
    char *text;
    size_t len, at;
    uint32_t line;
    const char *path;
} In;

/* The next line (its newline made NUL), or NULL at the end. */
static char *next_line(In *in)
{
    if (in->at >= in->len)
        return NULL;
    char *s = in->text + in->at, *nl = memchr(s, '\n', in->len - in->at);
    if (!nl)
        return NULL;
    *nl = '\0';
    in->at = (size_t)(nl - in->text) + 1;
    in->line++;
    return s;
}

static bool bad_line(const In *in, Err *err, const char *what)
{
    return err_set(err, "%s: line %lu: %s; the file is not a proof this program wrote", in->path, (unsigned long)in->line,
                   what);
}

/* "word value" with the expected word; the value into out. */
static bool header_field(In *in, const char *word, char *out, size_t len, Err *err)
{
    char *s = next_line(in);
    size_t w = strlen(word);
    if (!s || strncmp(s, word, w) != 0 || s[w] != ' ')
        return bad_line(in, err, _("a header line is missing"));
    if (strlen(s + w + 1) >= len)
        return bad_line(in, err, _("a header line is too long"));
    strcpy(out, s + w + 1);
    return true;
}

static bool read_header(In *in, Proof *p, Err *err)
{
    char field[PROOF_POSITION_TEXT];
    char *first = next_line(in);
    if (!first || strncmp(first, "kharbaga-proof ", 15) != 0)
        return err_set(err, "%s: not a proof file", in->path);
    if (strcmp(first + 15, "1") != 0)
        return err_set(err, "%s: a proof of another format version (%.20s); this program reads version %d", in->path,
                       first + 15, PROOF_VERSION);
    if (!header_field(in, "game", p->game, sizeof p->game, err) || !header_field(in, "key", field, sizeof field, err))
        return false;
    char *end;
    p->key = strtoull(field, &end, 16);
    if (strlen(field) != 16 || *end)
        return bad_line(in, err, _("the key is not 16 hexadecimal digits"));
    if (!header_field(in, "rules", p->rules, sizeof p->rules, err) ||
        !header_field(in, "position", p->position, sizeof p->position, err) ||
        !header_field(in, "value", field, sizeof field, err))
        return false;
    if (!strcmp(field, "win") || !strcmp(field, "draw") || !strcmp(field, "loss"))
        p->value = field[0] == 'w' ? EGTB_WIN : field[0] == 'd' ? EGTB_DRAW : EGTB_LOSS;
    else
        return bad_line(in, err, _("the value is not win, draw or loss"));
    return true;
}

/* A whole number of the proof (a node's number or a count). */
static bool number(const char *s, uint32_t *out)
{
    char *end;
    errno = 0;
    unsigned long long n = strtoull(s, &end, 10);
    if (s[0] < '0' || s[0] > '9' || *end || errno || n >= UINT32_MAX)
        return false;
    *out = (uint32_t)n;
    return true;
}

/* One node's line: its kind, then pairs of a move and a node number below nnodes. */
static bool read_node(In *in, Proof *p, uint32_t nnodes, Err *err)
{
    char *s = next_line(in);
    if (!s || (s[0] != PROOF_LEAF && s[0] != PROOF_ONE && s[0] != PROOF_EVERY) || (s[1] != '\0' && s[1] != ' ') ||
        (s[0] == PROOF_LEAF && s[1] != '\0')) /* a leaf names no move */
        return bad_line(in, err, _("expected a node: '=', '>' or '*'"));
    if (!proof_add_node(p, (ProofKind)s[0]))
        return err_fail(err, ERR_NO_MEMORY, "out of memory");
    char *save = NULL, *move;
    for (move = strtok_r(s + 1, " ", &save); move; move = strtok_r(NULL, " ", &save)) {
        char *child = strtok_r(NULL, " ", &save);
        uint32_t k;
        if (!child || !number(child, &k) || k >= nnodes)
            return bad_line(in, err, _("a move without the number of a node of its part"));
        if (!proof_add_edge(p, move, k))
            return err_fail(err, ERR_NO_MEMORY, "out of memory");
    }
    return true;
}

static bool read_part(In *in, Proof *p, const char *line, Err *err)
{
    char side[8], goal[8], count[16];
    uint32_t n;
    if (sscanf(line, "part %7s %7s %15s", side, goal, count) != 3 || (strcmp(side, "south") && strcmp(side, "north")) ||
        (strcmp(goal, "win") && strcmp(goal, "draw")) || !number(count, &n) || n == 0)
        return bad_line(in, err, _("expected 'part south|north win|draw NODES'"));
    if (!proof_add_part(p, side[0] == 's' ? SOUTH : NORTH, goal[0] == 'w' ? PROOF_WIN : PROOF_DRAW))
        return bad_line(in, err, _("a third part"));
    for (uint32_t k = 0; k < n; k++)
        if (!read_node(in, p, n, err))
            return false;
    return true;
}

/* Checks the last line, `checksum X`, against the bytes before it; cuts it off. */
static bool check_sum(In *in, Err *err)
{
    size_t end = in->len;
    if (end == 0 || in->text[end - 1] != '\n')
        return err_set(err, "%s: cut short (it does not end with its checksum line)", in->path);
    size_t start = end - 1;
    while (start > 0 && in->text[start - 1] != '\n')
        start--;
    char *line = in->text + start, *stop;
    if (end - start != 26 || strncmp(line, "checksum ", 9) != 0)
        return err_set(err, "%s: cut short (it does not end with its checksum line)", in->path);
    uint64_t want = strtoull(line + 9, &stop, 16);
    if (stop != in->text + end - 1 || fnv(FNV_OFFSET, in->text, start) != want)
        return err_set(err, "%s: damaged (its checksum does not match its contents)", in->path);
    in->len = start;
    return true;
}

static bool read_text(const char *path, In *in, Err *err)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return err_set(err, "cannot read %s: %s", path, strerror(errno));
    size_t cap = 1 << 16, got;
    bool memory = (in->text = malloc(cap)) != NULL;
    in->len = 0;
    while (memory && (got = fread(in->text + in->len, 1, cap - in->len, f)) > 0) {
        in->len += got;
        char *bigger = in->len == cap ? realloc(in->text, cap *= 2) : in->text;
        if (!bigger)
            free(in->text);
        memory = (in->text = bigger) != NULL;
    }
    bool failed = ferror(f);
    fclose(f);
    if (!memory)
        return err_fail(err, ERR_NO_MEMORY, "out of memory");
    if (failed) {
        free(in->text);
        return err_set(err, "cannot read %s", path);
    }
    return true;
}

bool proof_read(const char *path, Proof *p, Err *err)
{
    proof_init(p);
    In in = {.path = path};
    if (!read_text(path, &in, err))
        return false;
    bool ok = check_sum(&in, err) && read_header(&in, p, err);
    char *line;
    while (ok && (line = next_line(&in)) != NULL)
        ok = read_part(&in, p, line, err);
    if (ok && p->nparts == 0)
        ok = bad_line(&in, err, _("no part"));
    free(in.text);
    if (!ok)
        proof_free(p);
    return ok;
}
