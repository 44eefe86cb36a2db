/*
 * cmd_completion.c — `kharbaga completion SHELL`: the completion script of bash or zsh
 * (completion_bash.c, completion_zsh.c).
 */
#include "commands.h"
#include "completion.h"

#include <string.h>

const char *completion_kind(CliComplete complete)
{
    static const char *const kinds[] = {[COMPLETE_NONE] = "none", [COMPLETE_FILE] = "file",
                                        [COMPLETE_DIR] = "dir", [COMPLETE_GAME] = "game",
                                        [COMPLETE_PERSONALITY] = "personality", [COMPLETE_WORDS] = "words"};
    return kinds[complete];
}

int cmd_completion(Cli *cli)
{
    if (cli->nargs == 0)
        return cli_usage_error("completion: expected a shell, bash or zsh (see kharbaga completion --help)");
    const char *shell = cli->args[0];
    if (!strcmp(shell, "bash"))
        completion_bash(cli_out());
    else if (!strcmp(shell, "zsh"))
        completion_zsh(cli_out());
    else {
        char shown[256];
        return cli_usage_error("completion %s: expected bash or zsh", err_text(shell, 60, shown, sizeof shown));
    }
    return 0;
}
