/*
 * dispute_choices.c — the dispute command's rule choices, set up and generated with their
 * errors said in the command line's terms.
 */
#include "dispute_cmd.h"
#include "i18n.h"

bool dispute_setup(Choices *cs, Cli *cli, const char *const *specs, const char *const *shown, int n)
{
    ChoiceBase base = {.def = cli->def, .ruleset = cli->ruleset, .rules = cli->rules, .nrules = cli->nrules};
    int failed;
    Err e;
    if (choices_setup(cs, &base, specs, shown, n, &failed, &e))
        return true;
    if (failed < 0)
        return cli_fail(&e) == 0;
    int flag = 0; /* which of --a .. --d the user gave it as */
    while (flag < cli->nspecs && cli->specs[flag] != specs[failed])
        flag++;
    if (flag < cli->nspecs)
        return cli_error_in((const char[]){(char)('a' + flag), '\0'}, "--%c %s: %s", 'a' + flag, cs->c[failed].spec,
                            e.msg) == 0;
    return cli_error("%s: %s", cs->c[failed].shown, e.msg) == 0;
}

bool dispute_generate(Choices *cs, const GameDef *def, const Position *pos)
{
    int failed = choices_generate(cs, pos);
    if (failed < 0)
        return true;
    if (cs->c[failed].moves.hook_failed) {
        const char *why = gamedef_hook_error(def);
        return cli_error("%s: %s (under %s)", def->path, why ? why : _("a rule hook failed"), cs->c[failed].shown) == 0;
    }
    return cli_error("this position has more moves or longer captures than the engine holds (%d moves, %d jumps)",
                     MAX_MOVES, MAX_PATH) == 0;
}
