/*
 * gamecache.h — the games the server has loaded, kept so that a request does not run the game's
 * Lua script again: a game is read once, then copied for each request (a GameDef holds no
 * pointer when its game declares no hooks; a game with hooks, whose Lua state a request must
 * own, is loaded anew each time).
 *
 * A game is kept once per language (its texts are translated as it is loaded: lua/host/texts.h),
 * the calling thread's. A cached game is read again when its script file changes (its
 * modification time or size); a change to a game it extends, or to a translation, alone goes
 * unnoticed until the server restarts.
 */
#ifndef KHARBAGA_GAMECACHE_H
#define KHARBAGA_GAMECACHE_H

#include "gamedef.h"

enum { GAMECACHE_MAX = 64 };

/* loader_load's contract (cli.h, CliGameLoader), with the cache in front, into def zeroed (as
 * cli_load allocates it): a copy from the cache writes only what the game uses. Thread-safe. */
bool gamecache_load(const char *name_or_path, GameDef *def, char *err, size_t errlen);

/* Forgets every cached game (at the server's end). */
void gamecache_clear(void);

#endif
