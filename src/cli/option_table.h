/*
 * option_table.h - every command and every option of nqueens-cnf, in two
 * tables.
 *
 * The command line used to be described four times: in each command's
 * parser table, in the --help text, in the man page and (now) in the
 * completion script; each fell behind the others in turn. Here it is
 * described once. The option table (option_table.c) holds, per option,
 * its names, its argument, what that argument completes to, the commands
 * that take it (a bit set), its purpose (the heading it is listed under)
 * and its help; the command table (command_table.c) holds each command's
 * synopsis, summary, positional arguments and run function. Parsing
 * (command_line.c), the help (help.c), the man pages (man_page.c) and the
 * completion script (cmd_completion.c) are all read off these tables. A
 * command's own code says only where a parsed value goes: a binding from
 * an option id to a variable (command_line.h).
 *
 * One long name may have several rows when its help differs between
 * commands (--quiet of check and of decode); the rows of one name share
 * an id and never share a command.
 */
#ifndef NQCNF_CLI_OPTION_TABLE_H
#define NQCNF_CLI_OPTION_TABLE_H

#include <stddef.h>

/* The commands. COMMAND_GENERATE is the one without a word:
 * `nqueens-cnf [OPTIONS] N`. */
typedef enum command_id {
    COMMAND_GENERATE,
    COMMAND_STATS,
    COMMAND_SOLVE,
    COMMAND_COUNT,
    COMMAND_DECODE,
    COMMAND_CHECK,
    COMMAND_EXPLAIN,
    COMMAND_COMPLETION,
    COMMAND_HELP,
    COMMAND_ID_COUNT
} command_id;

/* A set of commands, one bit per command_id. */
typedef unsigned command_set;
#define COMMAND_BIT(id) (1u << (id))
#define ALL_COMMANDS ((1u << COMMAND_ID_COUNT) - 1u)

/* What an option's value, or a positional argument, completes to. */
typedef enum completion_kind {
    COMPLETE_NOTHING,  /* a number, a square, free text */
    COMPLETE_FILE,     /* a file name */
    COMPLETE_ENCODING, /* a name of the library's encoding table */
    COMPLETE_FORMAT,   /* a name of the format table */
    COMPLETE_BACKEND,  /* a name of the solver backend table */
    COMPLETE_COMMAND,  /* a command's name (the first word) */
    COMPLETE_TOPIC,    /* a command's name or "generate" (help TOPIC) */
    COMPLETE_SHELL     /* a shell completion_shells() names */
} completion_kind;

/* What an option is for: a command's help and man page list its options
 * under one heading per purpose, in this order, so that the options of a
 * lesson come first and those of benchmark instances, many and rarely
 * wanted by a student, last. */
typedef enum option_group {
    GROUP_BOARD,       /* the puzzle: queens, blocks, symmetries */
    GROUP_ENCODING,    /* how the clauses are written */
    GROUP_SOLVING,     /* the in-process solver and enumeration */
    GROUP_CHECKING,    /* what check and decode hold a file to */
    GROUP_OUTPUT,      /* where and how the result is written */
    GROUP_INFORMATION, /* --help, --version */
    GROUP_BENCHMARK,   /* random and CSPLib instances, families, shuffle */
    OPTION_GROUP_COUNT
} option_group;

/* The heading of a group, capitalized, without a colon. */
const char *option_group_heading(option_group group);

/* One per long name; rows of the same name share it. */
typedef enum option_id {
    OPTION_OUTPUT,
    OPTION_FORMAT,
    OPTION_COMMENTS,
    OPTION_COMPRESS,
    OPTION_LEVEL,
    OPTION_SHUFFLE,
    OPTION_SHUFFLE_PARTS,
    OPTION_PROVENANCE,
    OPTION_FAMILY,
    OPTION_STEP,
    OPTION_APPEND,
    OPTION_FORCE,
    OPTION_ENCODING,
    OPTION_QUEEN,
    OPTION_BLOCK,
    OPTION_ALLOW_UNSAT,
    OPTION_NO_COLUMN_ALO,
    OPTION_SYMMETRY_BREAKING,
    OPTION_EXCLUDED_DIAGONALS,
    OPTION_TAKE,
    OPTION_BLOCKS,
    OPTION_RANDOM_BLOCKS,
    OPTION_RANDOM_DIAGONALS,
    OPTION_RANDOM_QUEENS,
    OPTION_SEED,
    OPTION_SOLVER,
    OPTION_ALL,
    OPTION_LIMIT,
    OPTION_SORTED,
    OPTION_UNIQUE,
    OPTION_THREADS,
    OPTION_SHARD,
    OPTION_ESTIMATE,
    OPTION_PROGRESS,
    OPTION_NO_PROGRESS,
    OPTION_UNICODE,
    OPTION_MODEL,
    OPTION_SVG,
    OPTION_STRICT,
    OPTION_JSON,
    OPTION_TABLE,
    OPTION_ROSTER,
    OPTION_FOLLOW_SYMLINKS,
    OPTION_QUIET,
    OPTION_VERBOSE,
    OPTION_GENERATOR,
    OPTION_RANGE,
    OPTION_TIMEOUT,
    OPTION_MAX_OUTPUT,
    OPTION_TIME_LIMIT,
    OPTION_REFERENCE_BUDGET,
    OPTION_PROGRAM_MEMORY,
    OPTION_PROGRAM_PROCESSES,
    OPTION_PROGRAM_FILE_SIZE,
    OPTION_PROGRAM_ENV,
    OPTION_FRESH_FOLDER,
    OPTION_RUN_AS,
    OPTION_CNF,
    OPTION_CLASSES,
    OPTION_DISTINCT,
    OPTION_MAN,
    OPTION_HELP,
    OPTION_VERSION,
    OPTION_ID_COUNT
} option_id;

typedef struct option_row {
    option_id id;
    const char *long_name;   /* without the leading "--" */
    char short_name;         /* 0 if none */
    const char *placeholder; /* the value's name in the help; NULL: a flag */
    int repeats;             /* every value kept, in order */
    completion_kind completes; /* what the value completes to */
    command_set commands;    /* the commands that take it */
    option_group group;
    /* One of the ten options people use most: its line in the overview
     * (`--help`), NULL for the others. */
    const char *brief;
    int hidden;              /* parsed, but not in help, man or completion */
    /* The help text; "{choices}" stands for the names of the table the
     * value completes to ("a (default), b or c"). */
    const char *help;
} option_row;

/* The option table, in the order the help lists it. */
size_t option_table_size(void);
const option_row *option_table_row(size_t index);

/* The row of `id` that `command` takes, or NULL. */
const option_row *option_row_for(option_id id, command_id command);

/* The row `command` takes whose long name is the `length` characters at
 * `name` (no "--"), or whose short letter is `letter`; NULL if none. */
const option_row *option_find_long(command_id command, const char *name,
                                   size_t length);
const option_row *option_find_short(command_id command, char letter);

/* The commands that take an option of this long name (length characters
 * at name) or short letter (name NULL); 0 if none does. */
command_set option_commands_of(const char *name, size_t length, char letter);

/* The help and the man page list a command's options alike and differ
 * only in how they print a heading and a row: one walk keeps the two in
 * the same order. Every row `command` takes and shows (not hidden), by
 * group in the groups' order, rows in the table's order; `heading` before
 * a group's first row, so a group the command takes nothing of has no
 * heading. */
typedef void (*option_heading_fn)(option_group group);
typedef void (*option_row_fn)(const option_row *row);
void option_walk_groups(command_id command, option_heading_fn heading,
                        option_row_fn each);

typedef int (*command_run_fn)(int argc, char **argv, int first);

typedef struct command_row {
    command_id id;
    const char *name;     /* the word; NULL for the generator */
    const char *synopsis; /* after "nqueens-cnf [NAME] " */
    const char *summary;  /* one line, for the overview */
    /* Positional arguments: at most this many (N included); what the
     * first completes to, and what every later one completes to. */
    size_t max_positionals;
    completion_kind first_completes, later_completes;
    /* The paragraph of `help COMMAND` and of the man page, "" if none;
     * "{choices}" is not expanded here. */
    const char *description;
    command_run_fn run;
} command_row;

/* The command table: the generator first, then the words in the order
 * the help lists them. */
size_t command_table_size(void);
const command_row *command_table_row(size_t index);
const command_row *command_row_by_id(command_id id);

/* The command called `name` (a word, not NULL), or NULL. */
const command_row *command_find(const char *name);

/* The generator has no word on the command line, but its help and its
 * options need one: `help generate`. */
#define GENERATOR_TOPIC "generate"

/* The command `help WORD` is about: a command's name, or GENERATOR_TOPIC
 * for the generator; NULL if none. */
const command_row *command_find_topic(const char *word);

/* "the generator", or the command's name: for messages. */
const char *command_display_name(command_id id);

/* The shells `completion` writes a script for, NULL-terminated. */
const char *const *completion_shells(void);

#endif
