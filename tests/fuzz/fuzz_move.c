/*
 * fuzz_move.c — move text (docs/notation.md, "Moves") under attack, and the positions it is
 * read in.
 *
 * Input layout: byte 0 chooses one of the rule configurations below, byte 1 a number of plies
 * (mod 64), the next that many bytes each choose a legal move (index mod the number of moves)
 * to play from the configuration's start; the rest, up to its first NUL byte, is move text.
 * An input shorter than two bytes is all text (configuration 0, no plies).
 *
 * The text is read by move_parse against the legal moves of a few fixed positions and of the
 * position the plies reached. Either it is refused with a message, or the index names a move
 * whose full form (move_to_text) reads back to the same index. Along the way, in the position
 * reached: every position made keeps position_is_ok, unmake restores the position exactly, no
 * two generated moves are the same move, and every move's full form reads back to itself.
 */
#include "fuzz.h"

#include "movegen.h"
#include "notation.h"
#include "support/boards.h"

#include <stdbool.h>

enum { MAX_PLIES = 64, TEXT_MAX = 1024 };

typedef struct Config {
    int board;          /* 41: Kharbaga's board; 5 or 9: Alquerque n×n */
    const char *rules;  /* rule pairs changed from the defaults, space-separated */
} Config;

static const Config configs[] = {
    {41, ""},
    {41, "removal=immediate"},
    {41, "capture=huff"},
    {41, "chain=may majority=none king_landing=continue"},
    {41, "king=short men_move=any capture=optional"},
    {41, "crown_mid_capture=crown chain=single men_capture=forward"},
    {41, "majority=count_then_kings crown_mid_capture=stop setup=alternate"},
    {9, ""},
    {9, "men_move=forward_sideways majority=none king=none shrink=point_rows"},
    {5, "shrink=square_strips capture=huff setup=left"},
    {5, "men_move=any majority=count_then_kings removal=immediate"},
};
enum { NCONFIGS = sizeof configs / sizeof configs[0] };

/* Fixed positions, each in one configuration. */
typedef struct Fixed {
    int config;
    const char *text; /* NULL: the start */
} Fixed;

static const Fixed fixed[] = {
    {0, NULL},
    {0, "B:BKa1,e1:We5,c7,a9"},
    {3, "B:BKa1,e1:We5,c7,a9"},
    {0, "B:BKa1,e1:We5,c7,a9:Dg7"},
    {1, "B:BKa1,i1:Wc3,e3,b4,a9"},
    {2, "B:Bc3,a1,i1:Wd4,e3,d2,a9,i9:Hd4,a9"},
    {5, "B:Bc7,a1:Wd8,f8,e5,a9"},
    {7, NULL},
};
enum { NFIXED = sizeof fixed / sizeof fixed[0] };

static Variant variants[NCONFIGS];
static MoveList fixed_moves[NFIXED];

static void build(int c)
{
    Variant *v = &variants[c];
    if (configs[c].board == 41)
        boards_kharbaga41(v);
    else
        boards_alquerque(v, configs[c].board);
    char pairs[256];
    snprintf(pairs, sizeof pairs, "%s", configs[c].rules);
    Err err = {0};
    for (char *save = NULL, *pair = strtok_r(pairs, " ", &save); pair; pair = strtok_r(NULL, " ", &save))
        FUZZ_CHECK(rules_set_pair(&v->rules, pair, &err), "configuration %d: %s", c, err.msg);
    FUZZ_CHECK(variant_conclude(v, &err), "configuration %d: %s", c, err.msg);
}

static void setup(void)
{
    for (int c = 0; c < NCONFIGS; c++)
        build(c);
    for (int f = 0; f < NFIXED; f++) {
        const Variant *v = &variants[fixed[f].config];
        Position pos;
        Err err = {0};
        if (fixed[f].text == NULL)
            position_start(v, &pos);
        else
            FUZZ_CHECK(position_from_text(v, fixed[f].text, &pos, &err), "fixed %d: %s", f, err.msg);
        movegen_legal(v, &pos, &fixed_moves[f]);
        FUZZ_CHECK(fixed_moves[f].n > 0 && !fixed_moves[f].overflow, "fixed position %d has no moves", f);
    }
}

/* Reads text against list: refused with a message, or a move whose full form names it again. */
static void check_parse(const Variant *v, const MoveList *list, const char *text)
{
    Err err = {0};
    int i = move_parse(v, list, text, &err);
    if (i < 0) {
        FUZZ_CHECK(i == -1 && fuzz_message_ok(err.msg, sizeof err.msg), "'%s': refused without a usable message: %s",
                   text, err.msg);
        return;
    }
    FUZZ_CHECK(i < list->n, "'%s': index %d of %d moves", text, i, list->n);
    char full[TEXT_MAX];
    FUZZ_CHECK(movelist_text(v, list, i, full, sizeof full), "'%s': move_to_text failed", text);
    int again = move_parse(v, list, full, &err);
    FUZZ_CHECK(again == i, "'%s' names move %d, whose full form '%s' names %d (%s)", text, i, full, again,
               again < 0 ? err.msg : "");
}

/* The checks on every move list generated: distinct moves, each named by its full form. */
static void check_list(const Variant *v, const MoveList *list)
{
    for (int i = 0; i < list->n; i++) {
        for (int j = i + 1; j < list->n; j++)
            FUZZ_CHECK(!move_same(&list->moves[i], &list->moves[j]), "moves %d and %d are the same move", i, j);
        char full[TEXT_MAX];
        FUZZ_CHECK(movelist_text(v, list, i, full, sizeof full), "move %d: move_to_text failed", i);
        Err err = {0};
        int again = move_parse(v, list, full, &err);
        FUZZ_CHECK(again == i, "move %d's full form '%s' names %d (%s)", i, full, again, again < 0 ? err.msg : "");
    }
}

/* Plays make and unmake of m (detail d): the result keeps the invariants and unmake restores pos. */
static void check_make(const Variant *v, Position *pos, const Move *m, const MoveDetail *d)
{
    Position before = *pos;
    Undo undo;
    position_make(v, pos, m, d, &undo);
    FUZZ_CHECK(position_is_ok(v, pos), "%s: a move leaves a broken position", v->id);
    position_unmake(v, pos, m, &undo);
    FUZZ_CHECK(position_identical(pos, &before), "%s: unmake does not restore the position", v->id);
}

int fuzz_move(const uint8_t *data, size_t size)
{
    static bool ready;
    static MoveList list;
    if (!ready) {
        setup();
        ready = true;
    }
    int config = 0, plies = 0;
    const uint8_t *choices = data;
    if (size >= 2) {
        config = data[0] % NCONFIGS;
        plies = data[1] % MAX_PLIES;
        if ((size_t)plies > size - 2)
            plies = (int)(size - 2);
        choices = data + 2;
        data += 2 + plies;
        size -= 2 + (size_t)plies;
    }
    char *text = fuzz_text(data, size);

    for (int f = 0; f < NFIXED; f++)
        check_parse(&variants[fixed[f].config], &fixed_moves[f], text);

    const Variant *v = &variants[config];
    Position pos;
    position_start(v, &pos);
    for (int ply = 0;; ply++) {
        movegen_legal(v, &pos, &list);
        FUZZ_CHECK(position_is_ok(v, &pos), "%s: broken position after %d plies", v->id, ply);
        if (list.overflow || list.n == 0)
            break;
        if (ply == plies) {
            check_list(v, &list);
            for (int i = 0; i < list.n; i++)
                check_make(v, &pos, &list.moves[i], &list.details[i]);
            check_parse(v, &list, text);
            break;
        }
        Undo undo;
        position_make(v, &pos, &list.moves[choices[ply] % list.n], &list.details[choices[ply] % list.n], &undo);
    }
    free(text);
    return 0;
}

FUZZ_ENTRY(fuzz_move)
