// contract.js — the answers of the API (docs/api.md) as the page reads them, one typedef per
// answer and per object inside one: the only field names the page may read. An answer is the
// `--json` of the verb of the same name, byte for byte, so these are the program's own fields;
// a field the page reads is written here first, and docs/api.md names it in its verb's row or
// section (`@api` says which). tests/browser/contract_test.mjs checks both: every field below is
// in docs/api.md, and in a real answer of the program (unless marked optional, [name], where an
// answer leaves it out: a move legal under every choice has no `reasons`). The modules refer to
// these types in their JSDoc (`@type {import('./contract.js').RenderAnswer}`); nothing here runs.

// ---- a game and its rules ----

/**
 * One game on the search path: `GET /api/variants` answers a list of them.
 * @api variants
 * @typedef {object} VariantEntry
 * @property {string} id
 * @property {string} name
 * @property {string} summary
 * @property {RulesetEntry[]} rulesets
 * @property {string} [problem] a script that does not load: the first line of its problems
 */

/**
 * @api variants
 * @typedef {object} RulesetEntry
 * @property {string} id
 * @property {string} kind
 */

/**
 * One AI player: `GET /api/personalities` answers a list of them.
 * @api personalities
 * @typedef {object} Personality
 * @property {string} id
 * @property {string} name
 */

/**
 * `GET /api/rules`: a game's rules page, its rulesets and rule options.
 * @api rules
 * @typedef {object} RulesAnswer
 * @property {RulesRuleset[]} rulesets
 * @property {RuleOption[]} options
 * @property {string} markdown
 * @property {Object<string, string>} diagrams the SVG of each image the Markdown links
 */

/**
 * @api rules
 * @typedef {object} RulesRuleset
 * @property {string} id
 * @property {boolean} default whether it is the game's own (its first)
 */

/**
 * A rule option: a list of `values`, or a number from `min` to `max` (`values` null).
 * @api rules
 * @typedef {object} RuleOption
 * @property {string} key
 * @property {string[]|null} values
 * @property {number|null} min
 * @property {number|null} max
 * @property {string} value the value under the rules asked for
 * @property {string} description
 */

/**
 * `GET /api/family`: the games side by side.
 * @api family
 * @typedef {object} FamilyAnswer
 * @property {FamilyGame[]} games
 * @property {string} markdown
 * @property {Object<string, string>} diagrams
 */

/**
 * @api family
 * @typedef {object} FamilyGame
 * @property {string} id
 * @property {string} name
 * @property {string} region
 * @property {number} points
 * @property {number[]} men South's, then North's
 * @property {string} start the key of its start's SVG in `diagrams`
 */

// ---- a position ----

/**
 * A legal move: `GET /api/moves` answers a list of them.
 * @api moves
 * @typedef {object} Move
 * @property {string} move
 * @property {string} from
 * @property {string} to
 * @property {string[]} captured
 * @property {string|null} huffed
 * @property {string[]} path the landing points, `to` last
 * @property {boolean} crown
 */

/**
 * `GET /api/show`: the position text.
 * @api show
 * @typedef {object} ShowAnswer
 * @property {string} position
 */

/**
 * `GET /api/render`: the board drawn, and what the page needs to click it.
 * @api render
 * @typedef {object} RenderAnswer
 * @property {string} variant
 * @property {string} ruleset
 * @property {string} position
 * @property {string} to_move the side to move by its name in the game ("Black")
 * @property {'south'|'north'} turn
 * @property {string[]} side_names South's, then North's
 * @property {string} svg
 * @property {RenderPoint[]} points
 * @property {RenderPiece[]} pieces
 * @property {string} result `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on
 * @property {string|null} termination
 */

/**
 * @api render
 * @typedef {object} RenderPoint
 * @property {string} name
 * @property {number} x in the SVG's units
 * @property {number} y
 */

/**
 * @api render
 * @typedef {object} RenderPiece
 * @property {string} point
 * @property {'south'|'north'} side
 */

/**
 * `GET /api/explain`: a move's verdict and why.
 * @api explain
 * @typedef {object} ExplainAnswer
 * @property {string} verdict
 * @property {ExplainReason[]} reasons
 * @property {string[]} suggestions the legal moves to play instead (none for a legal move)
 */

/**
 * @api explain
 * @typedef {object} ExplainReason
 * @property {string} code what the sentence says, for a program (docs/api.md, "explain")
 * @property {string} text the sentence, in the request's language
 * @property {string} [rule] the one rule change ("capture=optional") a `legal_under` names
 */

// ---- searches ----

/**
 * `POST /api/search` (and `POST /api/workshop/search`).
 * @api search
 * @typedef {object} SearchStarted
 * @property {string} id
 */

/**
 * `GET /api/search/ID` and `POST /api/search/ID/stop`: the search so far, or its result once
 * `running` is false.
 * @api search
 * @typedef {object} SearchReport
 * @property {string} id
 * @property {boolean} running
 * @property {number} [waiting] its place in line, while it waits
 * @property {string|null} best null until a first iteration completes
 * @property {number} score
 * @property {string} score_text
 * @property {number} depth
 * @property {string} pv
 * @property {number} [seconds] once an iteration has completed
 * @property {TableValue|null} [table] once it has finished: the endgame tables' value of the
 *   position (null: in no table)
 */

/**
 * The endgame tables' value of a position, for the side to move.
 * @api search
 * @typedef {object} TableValue
 * @property {string} result win, draw or loss, in every language
 * @property {number} plies to the end of the game with perfect play (0: a draw)
 * @property {string} text the value in words
 * @property {TableMove[]|null} moves each legal move's value (null: a table they lead to is missing)
 */

/**
 * A move's value from the endgame tables, for the side that makes it.
 * @api search
 * @typedef {object} TableMove
 * @property {string} move
 * @property {string} result
 * @property {number} plies
 * @property {string} text
 */

// ---- disputes ----

/**
 * `GET /api/dispute` without `part`: one position under each rule choice.
 * @api dispute
 * @typedef {object} DisputeAnswer
 * @property {string} position
 * @property {boolean} disagree
 * @property {boolean} starts_differ
 * @property {DisputeChoice[]} choices
 * @property {DisputeMove[]} moves
 */

/**
 * @api dispute
 * @typedef {object} DisputeChoice
 * @property {string} label
 * @property {string} spec the choice's rules in words
 * @property {number} legal_moves
 * @property {string|null} ending
 * @property {string} [start] its own start, when the choices' starts differ
 */

/**
 * @api dispute
 * @typedef {object} DisputeMove
 * @property {string} move
 * @property {string[]} captured
 * @property {string[]} legal the labels of the choices it is legal under
 * @property {DisputeReason[]} [reasons] a move legal under some choices only
 * @property {DisputeThen[]} [then]
 * @property {Object<string, string>} [outcomes] a common move whose results differ, by label
 * @property {DisputeOutcomeReason[]} [outcome_reasons]
 */

/**
 * @api dispute
 * @typedef {object} DisputeReason
 * @property {string} not_under
 * @property {string} text
 */

/**
 * @api dispute
 * @typedef {object} DisputeThen
 * @property {string[]} under
 * @property {string} text
 */

/**
 * @api dispute
 * @typedef {object} DisputeOutcomeReason
 * @property {string} against
 * @property {string} text
 */

/**
 * `GET /api/dispute?part=true`: a game's moves walked to the first move at which the choices
 * part (or to `at`, or from `from`).
 * @api dispute
 * @typedef {object} DisputeWalk
 * @property {number} moves the game's moves
 * @property {number|null} at
 * @property {number|null} from
 * @property {number|null} first_disagreement
 * @property {DisputeAnswer|null} dispute
 * @property {string|null} [played] the move played there (null at the end of the game)
 * @property {string[]} [played_legal]
 * @property {Object<string, string>} [results] each choice's result of it, by label
 */

/**
 * `GET /api/study`: the study of a dispute's choices (`kharbaga study --depth 3 --until clear`),
 * played within the time of one request.
 * @api study
 * @typedef {object} StudyAnswer
 * @property {string} answer the study's answer in plain words
 * @property {number} games_per_choice the games that count
 * @property {boolean} complete false when the request's time ran out before the study's answer
 */

// ---- the lessons ----

/**
 * `GET /api/learn` without `lesson`: the course.
 * @api learn
 * @typedef {object} LearnCourse
 * @property {string} name
 * @property {LearnListed[]} lessons
 */

/**
 * @api learn
 * @typedef {object} LearnListed
 * @property {number} lesson
 * @property {string} title
 */

/**
 * `GET /api/learn?lesson=N`: one lesson.
 * @api learn
 * @typedef {object} LearnLesson
 * @property {number} lesson
 * @property {number} lessons
 * @property {string} title
 * @property {string} text
 * @property {string} ask
 * @property {string} hint
 * @property {boolean} find_all
 * @property {string} variant
 * @property {string} ruleset
 * @property {string[]} rules rule changes, `key=value`
 * @property {string} position
 * @property {string} side
 * @property {'south'|'north'} side_to_move
 * @property {number} to_find
 * @property {string[]} answers
 * @property {number|null} next
 */

/**
 * `GET /api/learn?lesson=N&answer=MOVE`: the verdict on an answer.
 * @api learn
 * @typedef {object} LearnVerdict
 * @property {string} verdict
 * @property {string[]} feedback
 * @property {number} tries
 * @property {boolean} done
 * @property {string[]} found
 * @property {Move|null} move
 */

// ---- the server ----

/**
 * `GET /api/qr`: the server's addresses and the QR code of the one other devices open.
 * @api qr
 * @typedef {object} QrAnswer
 * @property {string[]} urls
 * @property {string|null} url
 * @property {QrCode|null} qr
 */

/**
 * @api qr
 * @typedef {object} QrCode
 * @property {number} size
 * @property {string[]} rows
 */

/**
 * `GET /api/workshop`: whether the server takes scripts.
 * @api workshop
 * @typedef {object} WorkshopState
 * @property {boolean} workshop
 * @property {number} perft_max_depth
 */

/**
 * `POST /api/workshop/check`: `kharbaga check --json` of the script.
 * @api workshop
 * @typedef {object} CheckAnswer
 * @property {boolean} ok
 * @property {CheckProblem[]} problems
 * @property {string[]} report
 */

/**
 * @api workshop
 * @typedef {object} CheckProblem
 * @property {string} file
 * @property {number|null} line
 * @property {string|null} field
 * @property {string} message
 */

/**
 * `GET /api/perft` and `POST /api/workshop/perft`.
 * @api perft
 * @typedef {object} PerftAnswer
 * @property {number} nodes
 * @property {number} seconds
 */

/**
 * The body of every refusal (400, 403, 404, ...): the message in the request's language, its
 * code (the same in every language), the parameter it is about, and for a move of `play` its
 * number.
 * @api errors
 * @typedef {object} ErrorBody
 * @property {string} error
 * @property {string} code
 * @property {string|null} parameter
 * @property {number} [move]
 */

export {};
