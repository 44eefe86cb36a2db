/*
 * reasons_capture.c — the sentences about captures: a capture not made although compulsory, a
 * smaller one than the majority rule asks for, a chain that stops early or goes on, a move that
 * begins with a huff, a chain that crosses points it emptied.
 */
#include "reasons_int.h"

#include "movegen.h"
#include "notation.h"

#include <stdio.h>
#include <string.h>

/* The points a chain passes over or lands on that it captured earlier, as names. */
void revisited_points(const Variant *v, const Move *m, const MoveDetail *d, char *buf, size_t len)
{
    const Board *b = &v->board;
    Bits seen = bits_empty(), hit = bits_empty();
    int at = m->from, steps;
    for (int i = 0; i < m->npath; i++) {
        int land = d->path[i], dir = line_to(b, at, land, &steps);
        if (dir >= 0) {
            for (int p = b->next[at][dir]; p != land; p = b->next[p][dir])
                if (bits_has(seen, p))
                    bits_add(&hit, p);
            for (int p = b->next[at][dir]; p != land; p = b->next[p][dir]) /* the piece taken here */
                if (bits_has(m->captured, p))
                    bits_add(&seen, p);
        }
        if (bits_has(seen, land))
            bits_add(&hit, land);
        at = land;
    }
    points_to_text(v, hit, ", ", buf, len);
}

/* The capture taking the most pieces (then the most kings) under v in pos, or NULL. The
 * list is the caller's scratch and holds the captures afterwards. */
static const Move *largest_capture(const Variant *v, const Position *pos, MoveList *list)
{
    movegen_captures(v, pos, list);
    const Move *best = NULL;
    for (int i = 0; i < list->n; i++) {
        const Move *c = &list->moves[i];
        if (!best || c->ncaptured > best->ncaptured || (c->ncaptured == best->ncaptured && c->nkings > best->nkings))
            best = c;
    }
    return best;
}

/* Whether `longer` (detail ld) continues the chain of m (detail d): same start, m's landings
 * first, then more. */
static bool continues(const Move *longer, const MoveDetail *ld, const Move *m, const MoveDetail *d)
{
    if (longer->from != m->from || longer->npath <= m->npath || m->npath == 0)
        return false;
    return memcmp(ld->path, d->path, m->npath) == 0;
}

/* A legal move under v that goes on from where m's chain (detail d) stops, or NULL. */
static const Move *continuation(const Variant *v, const Position *pos, const Move *m, const MoveDetail *d,
                                MoveList *list)
{
    movegen_legal(v, pos, list);
    for (int i = 0; i < list->n; i++)
        if (continues(&list->moves[i], &list->details[i], m, d))
            return &list->moves[i];
    return NULL;
}

/* "1 Mullah", "2 Mullahs" (n at least 1): the king's name and its plural are the game's texts. */
static void kings_text(const Variant *v, int n, char *buf, size_t len)
{
    /* TRANSLATORS: %s is the king's name where the number is 1, its plural otherwise */
    say(buf, len, P_("%d %s", "%d %s", (unsigned long)n), n, n == 1 ? v->king_name : v->king_plural);
}

/* "key=value" for option o as under `without`, or "" when o is the rule `rule` that the sentence
 * names anyway: what makes the difference when another option is explained. */
static const char *with_other(const Variant *without, const RuleOption *o, const char *rule, char *buf, size_t len)
{
    if (!strcmp(o->key, rule))
        buf[0] = '\0';
    else
        pair_text(&without->rules, o, buf, len);
    return buf;
}

/* Sentences for the majority rule: m takes fewer (or fewer kings) than the largest capture
 * under `without`, which that rule demands. `o` is the option explained; when it is not the
 * majority rule itself, the sentence says that the larger capture exists under its other
 * value. Returns false if m is not outdone. */
bool majority_sentence(const Variant *without, const Position *pos, const Move *m, const RuleOption *o,
                              MoveList *list, char *buf, size_t len)
{
    const Move *best = largest_capture(without, pos, list);
    if (!best || without->rules.majority == MAJORITY_NONE)
        return false;
    char mv[MOVE_TEXT_MAX], maj[64], other[80];
    move_to_text(without, best, movelist_detail_of(list, best), mv, sizeof mv);
    pair_text(&without->rules, rules_option("majority"), maj, sizeof maj);
    with_other(without, o, "majority", other, sizeof other);
    if (best->ncaptured > m->ncaptured) {
        if (other[0])
            say(buf, len, _("it takes %d, while with %s %s takes %d, and %s asks for the most"), m->ncaptured, other,
                mv, best->ncaptured, maj);
        else
            say(buf, len, _("it takes %d, while %s takes %d, and %s asks for the most"), m->ncaptured, mv,
                best->ncaptured, maj);
        return true;
    }
    if (without->rules.majority == MAJORITY_COUNT_THEN_KINGS && best->ncaptured == m->ncaptured &&
        best->nkings > m->nkings) {
        char mine[48], theirs[48], takes[160];
        kings_text(without, best->nkings, theirs, sizeof theirs);
        if (m->nkings) {
            kings_text(without, m->nkings, mine, sizeof mine);
            say(takes, sizeof takes, P_("it takes %d piece with %s among them", "it takes %d pieces with %s among them",
                                        (unsigned long)m->ncaptured),
                m->ncaptured, mine);
        } else {
            /* no king among them: the other move's kings say it, and no word has to agree with a
             * king's name, whose gender differs from game to game ("ningún Mullah", "ninguna Dama") */
            say(takes, sizeof takes, P_("it takes %d piece", "it takes %d pieces", (unsigned long)m->ncaptured),
                m->ncaptured);
        }
        if (other[0])
            say(buf, len, _("%s, while with %s %s takes %d with %s, and %s asks for the most pieces, then the most %s"),
                takes, other, mv, best->ncaptured, theirs, maj, without->king_plural);
        else
            say(buf, len, _("%s, while %s takes %d with %s, and %s asks for the most pieces, then the most %s"), takes,
                mv, best->ncaptured, theirs, maj, without->king_plural);
        return true;
    }
    return false;
}

/* Sentence for "m is legal with capture=value (optional or huff), not with the capture rule of
 * `without` (compulsory)"; `o` as for majority_sentence (when it is not the capture rule, `value`
 * is not used). */
void capture_sentence(const Variant *without, const Position *pos, const RuleOption *o, int value,
                             MoveList *list, char *buf, size_t len)
{
    const Move *best = largest_capture(without, pos, list);
    char mv[MOVE_TEXT_MAX], other[80], rule[64];
    snprintf(mv, sizeof mv, "%s", _("a capture"));
    if (best)
        move_to_text(without, best, movelist_detail_of(list, best), mv, sizeof mv);
    with_other(without, o, "capture", other, sizeof other);
    pair_text(&without->rules, rules_option("capture"), rule, sizeof rule);
    if (other[0])
        say(buf, len, _("it does not capture although with %s %s is possible, and under %s a player who can capture must"),
            other, mv, rule);
    else if (value == CAPTURE_HUFF)
        say(buf, len,
            _("it does not capture although %s is possible, and under %s a player who can capture must; under "
              "capture=huff the move is allowed, but the opponent may then huff a piece that could have captured"),
            mv, rule);
    else
        say(buf, len, _("it does not capture although %s is possible, and under %s a player who can capture must"), mv,
            rule);
}

/* Sentence for a move that begins by huffing (m->huffed), legal with capture=huff only: under
 * `without` nobody huffs. */
void huff_sentence(const Variant *with, const Variant *without, const Position *pos, const Move *m,
                          char *buf, size_t len)
{
    char rule[64];
    pair_text(&without->rules, rules_option("capture"), rule, sizeof rule);
    say(buf, len,
        _("it begins by huffing the piece on %s, which could have captured on %s's last turn and did not, and under %s "
          "there is no huffing"),
        with->board.name[m->huffed], with->side_name[!pos->side], rule);
}

/* Sentence for a capture that stops although under `without` the piece can jump again, which
 * chain=must demands; `o` as for majority_sentence. Returns false if no legal move of `without`
 * goes on from where m stops. */
bool stop_sentence(const Variant *without, const Position *pos, const Move *m, const MoveDetail *d,
                   const RuleOption *o, MoveList *list, char *buf, size_t len)
{
    const Move *longer = without->rules.chain == CHAIN_MUST ? continuation(without, pos, m, d, list) : NULL;
    if (!longer)
        return false;
    char mv[MOVE_TEXT_MAX], other[80], chain[64];
    move_to_text(without, longer, movelist_detail_of(list, longer), mv, sizeof mv);
    with_other(without, o, "chain", other, sizeof other);
    pair_text(&without->rules, rules_option("chain"), chain, sizeof chain);
    if (other[0])
        say(buf, len,
            P_("the capture stops after %d jump although with %s the piece can jump again (%s), and under %s it must go on",
               "the capture stops after %d jumps although with %s the piece can jump again (%s), and under %s it must go "
               "on",
               (unsigned long)m->npath),
            m->npath, other, mv, chain);
    else
        say(buf, len,
            P_("the capture stops after %d jump although the piece can jump again (%s), and under %s it must go on",
               "the capture stops after %d jumps although the piece can jump again (%s), and under %s it must go on",
               (unsigned long)m->npath),
            m->npath, mv, chain);
    return true;
}

/* Sentence for a chain rule: m is legal with chain=value, not with the other chain rule. */
bool chain_sentence(const Variant *without, const Position *pos, const Move *m, const MoveDetail *d, int value,
                    MoveList *list, char *buf, size_t len)
{
    if (value != CHAIN_MUST && stop_sentence(without, pos, m, d, rules_option("chain"), list, buf, len))
        return true;
    if (value != CHAIN_SINGLE && m->npath > 1 && without->rules.chain == CHAIN_SINGLE) {
        say(buf, len, P_("it makes %d jump, and under chain=single a capture is one jump",
                         "it makes %d jumps, and under chain=single a capture is one jump", (unsigned long)m->npath),
            m->npath);
        return true;
    }
    return false;
}

/* Why m, legal under the narrower value of men_move or men_capture, is not legal under the
 * wider one (`without`), before the majority rule is tried: there the piece can jump on, or a
 * capture is possible and compulsory. Returns false if neither. */
bool wider_sentence(const Variant *without, const Position *pos, const Move *m, const MoveDetail *d,
                    const RuleOption *o, MoveList *list, char *buf, size_t len)
{
    if (m->ncaptured)
        return stop_sentence(without, pos, m, d, o, list, buf, len);
    if (without->rules.capture != CAPTURE_COMPULSORY || !largest_capture(without, pos, list))
        return false;
    capture_sentence(without, pos, o, -1, list, buf, len);
    return true;
}
