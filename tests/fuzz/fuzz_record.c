/*
 * fuzz_record.c — game records (docs/notation.md, "Game records") under attack: the reader of
 * core/record.c, record_read_tags then record_read_moves.
 *
 * The input, up to its first NUL byte, is a whole record. Its tags choose the game the way the
 * program's are read: `Variant` picks one of the boards built in C (kharbaga: Kharbaga's board,
 * alquerque: 5x5, zamma: 9x9; anything else: Kharbaga's), all with the default rules, on which
 * `Rules` is applied pair by pair (a refused pair is skipped); `Position` replaces the start when
 * it reads. Then the movetext is played.
 *
 * Either a step fails with a usable message (and a line inside the text), or the game played
 * keeps its invariants: every position reached is valid, the record written back by
 * record_write reads again into the same tags and the same moves, and taking every move back
 * returns to the start exactly.
 */
#include "fuzz.h"

#include "game.h"
#include "movegen.h"
#include "record.h"
#include "support/boards.h"

#include <stdbool.h>

enum { NBOARDS = 3 };

static Variant boards[NBOARDS];
static const char *const board_names[NBOARDS] = {"kharbaga", "alquerque", "zamma"};

static void setup(void)
{
    boards_kharbaga41(&boards[0]);
    boards_alquerque(&boards[1], 5);
    boards_alquerque(&boards[2], 9);
}

static int lines_in(const char *text)
{
    int n = 1;
    for (const char *s = text; *s; s++)
        n += *s == '\n';
    return n;
}

/* The Variant the tags ask for, with the Rules tag applied; false if the rules do not conclude
 * (which the program reports as a bad Rules tag). */
static bool choose_variant(const Record *r, Variant *v)
{
    const char *name = record_tag(r, "Variant");
    int b = 0;
    for (int i = 0; name && i < NBOARDS; i++)
        if (strcmp(name, board_names[i]) == 0)
            b = i;
    *v = boards[b];
    const char *rules = record_tag(r, "Rules");
    if (rules == NULL)
        return true;
    char pairs[RECORD_TAG_LEN];
    snprintf(pairs, sizeof pairs, "%s", rules);
    Err err = {0};
    for (char *save = NULL, *pair = strtok_r(pairs, " \t", &save); pair; pair = strtok_r(NULL, " \t", &save))
        if (!rules_set_pair(&v->rules, pair, &err))
            FUZZ_CHECK(fuzz_message_ok(err.msg, sizeof err.msg), "rule '%s' refused without a message", pair);
    if (!variant_conclude(v, &err)) {
        FUZZ_CHECK(fuzz_message_ok(err.msg, sizeof err.msg), "rules '%s' refused without a message", rules);
        return false;
    }
    return true;
}

/* The record record_write makes of g reads back into the same tags and the same game. */
static void check_written(const Variant *v, Record *r, const Game *g)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    FUZZ_CHECK(out != NULL, "open_memstream failed");
    FUZZ_CHECK(record_write(out, r, g), "record_write failed");
    FUZZ_CHECK(fclose(out) == 0, "record_write's stream failed");

    Record again;
    RecordError e = {0};
    FUZZ_CHECK(record_read_tags(text, &again, &e), "the record written does not read back: line %d: %s\n%s", e.line,
               e.what, text);
    FUZZ_CHECK(again.ntags == r->ntags, "%d tags written, %d read back", r->ntags, again.ntags);
    for (int i = 0; i < r->ntags; i++)
        FUZZ_CHECK(strcmp(again.tags[i].name, r->tags[i].name) == 0 &&
                       strcmp(again.tags[i].value, r->tags[i].value) == 0,
                   "tag %d '%s' written as '%s' reads back as '%s' '%s'", i, r->tags[i].name, r->tags[i].value,
                   again.tags[i].name, again.tags[i].value);
    Game replayed;
    FUZZ_CHECK(game_init(&replayed, v, &g->start), "out of memory");
    FUZZ_CHECK(record_read_moves(&again, &replayed, &e), "the moves written do not replay: line %d, move %d: %s\n%s",
               e.line, e.move, e.what, text);
    FUZZ_CHECK(replayed.nmoves == g->nmoves && position_identical(&replayed.pos, &g->pos),
               "%d moves read, %d written back and replayed differently\n%s", g->nmoves, replayed.nmoves, text);
    game_free(&replayed);
    free(text);
}

/* Takes every move back: each step valid, and the start reached exactly. */
static void check_undo(Game *g)
{
    while (g->nmoves > 0) {
        FUZZ_CHECK(position_is_ok(g->v, &g->pos), "broken position after %d moves", g->nmoves);
        FUZZ_CHECK(game_undo(g), "game_undo failed with %d moves", g->nmoves);
    }
    FUZZ_CHECK(position_identical(&g->pos, &g->start), "taking every move back does not restore the start");
}

int fuzz_record(const uint8_t *data, size_t size)
{
    static bool ready;
    if (!ready) {
        setup();
        ready = true;
    }
    char *text = fuzz_text(data, size);
    int lines = lines_in(text);
    static Record r; /* large: not on the stack (one input at a time) */
    RecordError e = {0};
    static Variant v;
    if (!record_read_tags(text, &r, &e)) {
        FUZZ_CHECK(fuzz_message_ok(e.what, sizeof e.what) && e.line >= 0 && e.line <= lines,
                   "tags refused without a usable message or line: line %d of %d: %s", e.line, lines, e.what);
        free(text);
        return 0;
    }
    FUZZ_CHECK(r.movetext >= text && r.movetext <= text + strlen(text), "the movetext is outside the text");
    if (!choose_variant(&r, &v)) {
        free(text);
        return 0;
    }
    Position start;
    const char *position = record_tag(&r, "Position");
    Err err = {0};
    if (position == NULL) {
        position_start(&v, &start);
    } else if (!position_from_text(&v, position, &start, &err)) {
        FUZZ_CHECK(fuzz_message_ok(err.msg, sizeof err.msg), "Position '%s' refused without a message", position);
        free(text);
        return 0;
    }
    Game g;
    FUZZ_CHECK(game_init(&g, &v, &start), "out of memory");
    if (!record_read_moves(&r, &g, &e)) {
        FUZZ_CHECK(fuzz_message_ok(e.what, sizeof e.what) && e.line >= 1 && e.line <= lines && e.move >= 0 &&
                       e.move <= g.nmoves + 1,
                   "moves refused without a usable message or place: line %d of %d, move %d after %d: %s", e.line,
                   lines, e.move, g.nmoves, e.what);
    } else {
        FUZZ_CHECK(position_is_ok(&v, &g.pos), "broken position after %d moves", g.nmoves);
        check_written(&v, &r, &g);
    }
    check_undo(&g);
    game_free(&g);
    free(text);
    return 0;
}

FUZZ_ENTRY(fuzz_record)
