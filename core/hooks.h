/*
 * hooks.h — rules a variant adds through callbacks, for rules the core does not have.
 *
 * The core knows nothing of who implements them (the Lua host does, lua/host/hookhost.c). A variant
 * without hooks has v->hooks == NULL and pays one pointer test per generated position.
 *
 * Order of play with hooks: the core generates every capture (chain and majority rules
 * applied) and every step, as if capture were optional; `moves` keeps the legal ones (and may
 * add others); then compulsory capture drops the steps if a capture remains. `made` follows each
 * position_make and `unmade` comes before each position_unmake, so that the host can keep state
 * (e.g. per piece) in step with the game; perft and search make and unmake moves when a variant
 * has hooks.
 */
#ifndef KHARBAGA_HOOKS_H
#define KHARBAGA_HOOKS_H

#include "types.h"

typedef struct VariantHooks {
    void *ctx;
    /* Filters (and may extend) the candidate moves of pos in place (a list that keeps details:
     * the moves' paths). Returns false if the hook failed; the host keeps the reason, and the
     * list is then left empty. */
    bool (*moves)(void *ctx, const Variant *v, const Position *pos, MoveList *list);
    /* After m (detail d, or NULL: no path beyond `to`) was made: before is the position it was
     * made in, after the result. */
    void (*made)(void *ctx, const Variant *v, const Position *before, const Move *m, const MoveDetail *d,
                 const Position *after);
    /* Before m is unmade. */
    void (*unmade)(void *ctx, const Variant *v, const Move *m);
    /* For people: who adds these rules ("ruleset bell") and what they are, in words; NULL or ""
     * if not known. */
    const char *owner;
    const char *description;
    /* The rules of capture and movement as the hooks make them, in words, replacing the engine's
     * own paragraphs in `rules` and `family`; NULL if the hooks do not say. */
    const char *rules_text;
    /* The reason the moves hook gives (game:refuse) for refusing m, one of the candidates of pos,
     * into buf; false if it gives none (or the hooks cannot say). May be NULL. */
    bool (*refusal)(void *ctx, const Variant *v, const Position *pos, const Move *m, char *buf, size_t len);
} VariantHooks;

#endif
