/*
 * option_table.c - the one table of every option (see option_table.h).
 *
 * Rows are plain data with designated initializers, so a row names only
 * what it uses and adding an option is one row here plus one binding in
 * the command that takes it. The order is the order of the help: within
 * a command's help, rows are listed by group (the enum's order), then as
 * they stand here. A row's group is what a reader looks for it as, not
 * which command owns it, so the rows of one command spread over several
 * headings and every heading reads the same in every command. Lookups
 * walk the table: it has a few dozen rows and is read once per argument.
 */
#include "option_table.h"

#include <string.h>

#define ONLY(c) COMMAND_BIT(COMMAND_##c)
/* Every command that builds the encoding takes its options. */
#define ENCODING_COMMANDS                                                 \
    (ONLY(GENERATE) | ONLY(STATS) | ONLY(SOLVE) | ONLY(COUNT) |           \
     ONLY(CHECK) | ONLY(EXPLAIN))

static const option_row rows[] = {
    /* The generator's own. */
    {.id = OPTION_OUTPUT, .long_name = "output", .short_name = 'o',
     .placeholder = "FILE", .completes = COMPLETE_FILE,
     .commands = ONLY(GENERATE), .group = GROUP_OUTPUT,
     .brief = "write to FILE instead of standard output",
     .help = "write to FILE instead of standard output ('-' is standard "
             "output); FILE appears only when complete"},
    {.id = OPTION_COMPRESS, .long_name = "compress", .placeholder = "C",
     .commands = ONLY(GENERATE), .group = GROUP_OUTPUT,
     .help = "compress the output with xz, gz, bz2 or zst (by default "
             "chosen by -o FILE's ending: .xz, .gz, .bz2, .zst; 'none' "
             "writes plain text whatever the name)"},
    {.id = OPTION_LEVEL, .long_name = "level", .placeholder = "L",
     .commands = ONLY(GENERATE), .group = GROUP_OUTPUT,
     .help = "the compression level (xz 0-9, gz and bz2 1-9, zst 1-19; "
             "default: each tool's own default)"},
    {.id = OPTION_SHUFFLE, .long_name = "shuffle", .placeholder = "SEED",
     .commands = ONLY(GENERATE) | ONLY(STATS), .group = GROUP_BENCHMARK,
     .help = "shuffle the DIMACS output reproducibly: rename variables, "
             "flip polarities, permute clauses (within windows) and "
             "literals; the seed is recorded in 'c' lines"},
    {.id = OPTION_SHUFFLE_PARTS, .long_name = "shuffle-parts",
     .placeholder = "P,...", .commands = ONLY(GENERATE) | ONLY(STATS),
     .group = GROUP_BENCHMARK,
     .help = "with --shuffle: only these parts of the shuffle, from vars, "
             "polarity, clauses, literals (default: all four)"},
    {.id = OPTION_PROVENANCE, .long_name = "provenance",
     .commands = ONLY(GENERATE), .group = GROUP_BENCHMARK,
     .help = "begin with 'c' lines as the SAT competition asks of "
             "generators: generator and version, the command line, seed, "
             "family, parameters and a description (DIMACS, KNF, CNF+ and "
             "SMT-LIB 2; not OPB)"},
    {.id = OPTION_FAMILY, .long_name = "family", .placeholder = "DIR",
     .completes = COMPLETE_FILE, .commands = ONLY(GENERATE),
     .group = GROUP_BENCHMARK,
     .help = "write one file per N of --range into DIR "
             "(queens-008-pairwise.cnf, ...; -o gives only the files' "
             "ending, e.g. -o .xz, or use --compress) and an index.csv of "
             "them; a DIR that holds an index.csv needs --append or "
             "--force"},
    {.id = OPTION_RANGE, .long_name = "range", .placeholder = "A..B",
     .commands = ONLY(GENERATE), .group = GROUP_BENCHMARK,
     .help = "with --family: the N to write (A..B, or one N)"},
    {.id = OPTION_STEP, .long_name = "step", .placeholder = "K",
     .commands = ONLY(GENERATE), .group = GROUP_BENCHMARK,
     .help = "with --family: every K-th N of the range (default 1)"},
    {.id = OPTION_APPEND, .long_name = "append", .commands = ONLY(GENERATE),
     .group = GROUP_BENCHMARK,
     .help = "with --family: add this run's files to the index.csv DIR "
             "already holds (refused, before anything is written, if a "
             "name is taken)"},
    {.id = OPTION_FORCE, .long_name = "force", .commands = ONLY(GENERATE),
     .group = GROUP_OUTPUT,
     .help = "replace what exists: a read-only -o FILE (refused "
             "without it); with --family, a new index.csv and files of "
             "the same names (other files stay)"},

    /* What is generated, for every command that generates (and the
     * generator's format, listed with the encoding). */
    {.id = OPTION_ENCODING, .long_name = "encoding", .short_name = 'e',
     .placeholder = "E", .completes = COMPLETE_ENCODING,
     .commands = ENCODING_COMMANDS, .group = GROUP_ENCODING,
     .brief = "the at-most-one encoding (pairwise by default)",
     .help = "at-most-one encoding: {choices}. Fastest measured: commander "
             "with external solvers (cadical) at every N; for solve, "
             "commander up to N = 100 and product beyond"},
    {.id = OPTION_QUEEN, .long_name = "queen", .placeholder = "R,C",
     .repeats = 1, .commands = ENCODING_COMMANDS, .group = GROUP_BOARD,
     .brief = "a queen already stands on row R, column C",
     .help = "a queen already stands on row R, column C (1-based; "
             "repeatable); the rest are placed around it"},
    {.id = OPTION_BLOCK, .long_name = "block", .placeholder = "R,C",
     .repeats = 1, .commands = ENCODING_COMMANDS, .group = GROUP_BOARD,
     .help = "no queen may stand on R,C (repeatable)"},
    {.id = OPTION_ALLOW_UNSAT, .long_name = "allow-unsat",
     .commands = ENCODING_COMMANDS, .group = GROUP_BOARD,
     .help = "accept pre-placed queens that attack each other"},
    {.id = OPTION_NO_COLUMN_ALO, .long_name = "no-column-alo",
     .commands = ENCODING_COMMANDS, .group = GROUP_ENCODING,
     .help = "leave out the columns' at-least-one clauses (the rows' imply "
             "them): 736 clauses for N = 8"},
    {.id = OPTION_FORMAT, .long_name = "format", .short_name = 'f',
     .placeholder = "F", .completes = COMPLETE_FORMAT,
     .commands = ONLY(GENERATE), .group = GROUP_ENCODING,
     .brief = "the format of the instance (DIMACS CNF by default)",
     .help = "{choices}. smt2 is SMT-LIB 2 (for z3), opb pseudo-Boolean "
             "constraints, one per line; knf (cardinality CDCL) and cnf+ "
             "(MiniCard) one cardinality constraint per line"},
    {.id = OPTION_COMMENTS, .long_name = "comments",
     .commands = ONLY(GENERATE), .group = GROUP_ENCODING,
     .help = "DIMACS with 'c' lines: the variable map, a projection line "
             "'c p show 1 .. N*N 0', and what each group of clauses stands "
             "for"},
    {.id = OPTION_SYMMETRY_BREAKING, .long_name = "symmetry-breaking",
     .commands = ENCODING_COMMANDS, .group = GROUP_BOARD,
     .brief = "keep one solution per symmetry class",
     .help = "lex-leader clauses for the symmetries of the problem (all 7 "
             "rotations and reflections of the open board; with queens or "
             "blocked squares only those that keep them): one solution "
             "per class survives"},
    {.id = OPTION_EXCLUDED_DIAGONALS, .long_name = "excluded-diagonals",
     .placeholder = "FILE", .completes = COMPLETE_FILE,
     .commands = ENCODING_COMMANDS, .group = GROUP_BENCHMARK,
     .help = "no queen on the diagonals FILE lists (the Excluded "
             "Diagonals Problem, CSPLib 079's format; with --take D)"},
    {.id = OPTION_TAKE, .long_name = "take", .placeholder = "D",
     .commands = ENCODING_COMMANDS, .group = GROUP_BENCHMARK,
     .help = "with --excluded-diagonals: only the first D diagonals of "
             "the file"},
    {.id = OPTION_BLOCKS, .long_name = "blocks", .placeholder = "FILE",
     .completes = COMPLETE_FILE, .commands = ENCODING_COMMANDS,
     .group = GROUP_BOARD,
     .help = "no queen on the squares FILE lists: 'block(R,C).' facts "
             "(CSPLib 080) or 'R C' per line, 1-based"},
    {.id = OPTION_RANDOM_BLOCKS, .long_name = "random-blocks",
     .placeholder = "P", .commands = ENCODING_COMMANDS,
     .group = GROUP_BENCHMARK,
     .help = "block round(P*N*N) squares in a random order, each row and "
             "column keeping 4 open (Blocked N-Queens, CSPLib 080's "
             "generator), drawn from --seed"},
    {.id = OPTION_RANDOM_DIAGONALS, .long_name = "random-diagonals",
     .placeholder = "D", .commands = ENCODING_COMMANDS,
     .group = GROUP_BENCHMARK,
     .help = "exclude the first D diagonals of a random list (the "
             "Excluded Diagonals Problem, CSPLib 079's generator; 4 open "
             "squares kept per row and column), drawn from --seed"},
    {.id = OPTION_RANDOM_QUEENS, .long_name = "random-queens",
     .placeholder = "K", .commands = ENCODING_COMMANDS,
     .group = GROUP_BENCHMARK,
     .help = "pre-place K random queens that attack no other (N-Queens "
             "completion: an easy family), drawn from --seed"},
    {.id = OPTION_SEED, .long_name = "seed", .placeholder = "S",
     .commands = ENCODING_COMMANDS, .group = GROUP_BENCHMARK,
     .help = "the seed of the --random-* generators (default 1): the same "
             "seed gives the same instance on every machine"},

    /* solve and count. */
    {.id = OPTION_ALL, .long_name = "all", .commands = ONLY(SOLVE),
     .group = GROUP_SOLVING,
     .brief = "solve: print every solution",
     .help = "print every solution, as count finds them (split by the "
             "first rows, on threads)"},
    {.id = OPTION_LIMIT, .long_name = "limit", .placeholder = "K",
     .commands = ONLY(SOLVE),
     .group = GROUP_SOLVING,
     .help = "print at most K solutions"},
    {.id = OPTION_SORTED, .long_name = "sorted", .commands = ONLY(SOLVE),
     .group = GROUP_SOLVING,
     .help = "with --all or --limit: in lexicographic order of the queens' "
             "columns, the same whatever the threads"},
    {.id = OPTION_UNIQUE, .long_name = "unique", .commands = ONLY(SOLVE),
     .group = GROUP_SOLVING,
     .brief = "solve, count: one solution per symmetry class",
     .help = "with --all or --limit: one solution per class under the "
             "rotations and reflections that keep the given squares, the "
             "smallest of each class"},
    {.id = OPTION_UNIQUE, .long_name = "unique", .commands = ONLY(COUNT),
     .group = GROUP_SOLVING,
     .help = "one solution per class under the rotations and reflections "
             "that keep the given squares (OEIS A002562 instead of "
             "A000170 on the open board)"},
    {.id = OPTION_THREADS, .long_name = "threads", .placeholder = "T",
     .commands = ONLY(SOLVE) | ONLY(COUNT), .group = GROUP_SOLVING,
     .help = "use T threads (default: one per processor); for solve, "
             "with --all or --limit"},
    {.id = OPTION_SHARD, .long_name = "shard", .placeholder = "K/M",
     .commands = ONLY(SOLVE) | ONLY(COUNT), .group = GROUP_SOLVING,
     .help = "only part K of M (1 <= K <= M): M runs, on as many "
             "machines, count or list everything once between them; the "
             "parts are balanced by estimated work. For solve, with --all "
             "or --limit"},
    {.id = OPTION_ESTIMATE, .long_name = "estimate", .commands = ONLY(COUNT),
     .group = GROUP_SOLVING,
     .help = "print how many solutions and how long counting them takes "
             "here (from a second of sampling; the OEIS value when known), "
             "and stop"},
    {.id = OPTION_PROGRESS, .long_name = "progress",
     .commands = ONLY(GENERATE) | ONLY(SOLVE) | ONLY(COUNT),
     .group = GROUP_OUTPUT,
     .help = "show the progress line on stderr even when it is not a "
             "terminal (by default: only on a terminal, and for the "
             "generator and solve only when the output goes to a file)"},
    {.id = OPTION_NO_PROGRESS, .long_name = "no-progress",
     .commands = ONLY(GENERATE) | ONLY(SOLVE) | ONLY(COUNT),
     .group = GROUP_OUTPUT,
     .help = "never show the progress line"},
    /* The in-process solver. */
    {.id = OPTION_SOLVER, .long_name = "solver", .placeholder = "S",
     .completes = COMPLETE_BACKEND,
     .commands = ONLY(SOLVE) | ONLY(COUNT) | ONLY(CHECK),
     .group = GROUP_SOLVING,
     .brief = "solve, count, check: the SAT solver to run",
     .help = "the SAT solver to run in-process: {choices}"},

    {.id = OPTION_UNICODE, .long_name = "unicode",
     .commands = ONLY(SOLVE) | ONLY(DECODE), .group = GROUP_OUTPUT,
     .help = "draw with a queen glyph on a checkered board"},
    {.id = OPTION_MODEL, .long_name = "model", .commands = ONLY(SOLVE),
     .group = GROUP_OUTPUT,
     .help = "print each solution as a 'v ... 0' line instead"},
    {.id = OPTION_SVG, .long_name = "svg", .placeholder = "FILE",
     .completes = COMPLETE_FILE, .commands = ONLY(SOLVE),
     .group = GROUP_OUTPUT,
     .brief = "solve, decode: also draw the board as SVG",
     .help = "also write the solution as an SVG picture (several: one "
             "sheet of all of them)"},

    /* check. */
    {.id = OPTION_STRICT, .long_name = "strict", .commands = ONLY(CHECK),
     .group = GROUP_CHECKING,
     .brief = "check: accept only the reference's own clauses",
     .help = "accept only the reference's clauses (any order) or changes "
             "equivalent for every N, not files that are equivalent at "
             "this N only"},
    {.id = OPTION_JSON, .long_name = "json", .commands = ONLY(CHECK),
     .group = GROUP_OUTPUT,
     .help = "one JSON object per file or N, one per line "
             "(docs/check-report.schema.json)"},
    {.id = OPTION_TABLE, .long_name = "table", .commands = ONLY(CHECK),
     .group = GROUP_OUTPUT,
     .help = "one tab-separated line per file or program: file, N, "
             "verdict, exit status, summary; then a line of counts per "
             "verdict"},
    {.id = OPTION_FORMAT, .long_name = "format", .placeholder = "F",
     .commands = ONLY(CHECK), .group = GROUP_OUTPUT,
     .help = "the table as tsv (as --table) or csv (RFC 4180 quoting, "
             "for a spreadsheet)"},
    {.id = OPTION_ROSTER, .long_name = "roster", .placeholder = "FILE",
     .completes = COMPLETE_FILE, .commands = ONLY(CHECK),
     .group = GROUP_CHECKING,
     .help = "check the files a CSV roster lists, each at its own N: "
             "lines 'file,N', or 'name,N,COMMAND' for a program run for "
             "N (one N or A..B) in the roster's folder; files relative to "
             "that folder"},
    {.id = OPTION_FOLLOW_SYMLINKS, .long_name = "follow-symlinks",
     .commands = ONLY(CHECK), .group = GROUP_CHECKING,
     .help = "read a symbolic link found in a folder or by a roster's "
             "relative row when it leads to a regular file inside that "
             "folder (by default a link is not followed; one leading "
             "outside never is)"},
    {.id = OPTION_QUIET, .long_name = "quiet", .short_name = 'q',
     .commands = ONLY(CHECK),
     .group = GROUP_OUTPUT,
     .help = "the summary line alone"},
    {.id = OPTION_VERBOSE, .long_name = "verbose", .commands = ONLY(CHECK),
     .group = GROUP_OUTPUT,
     .help = "list the findings and draw their boards, the first 1000 "
             "issues and 1000 differences, the rest counted (by default "
             "implied clauses are counted by family and a report is cut "
             "to a page)"},
    {.id = OPTION_GENERATOR, .long_name = "generator", .placeholder = "CMD",
     .repeats = 1, .commands = ONLY(CHECK), .group = GROUP_CHECKING,
     .help = "run CMD with /bin/sh for each N of --range, {n} replaced by "
             "N, and check its output; several: each program its own "
             "summary (and row of --table)"},
    {.id = OPTION_RANGE, .long_name = "range", .placeholder = "A..B",
     .commands = ONLY(CHECK), .group = GROUP_CHECKING,
     .help = "the N to run the generator for (or one N)"},
    {.id = OPTION_TIMEOUT, .long_name = "timeout", .placeholder = "S",
     .commands = ONLY(CHECK), .group = GROUP_CHECKING,
     .help = "stop a generator run after S seconds (default 10)"},
    {.id = OPTION_MAX_OUTPUT, .long_name = "max-output",
     .placeholder = "SIZE", .commands = ONLY(CHECK), .group = GROUP_CHECKING,
     .help = "stop a generator run that writes more than SIZE bytes (K, M, "
             "G suffixes; default 100M)"},
    {.id = OPTION_PROGRAM_MEMORY, .long_name = "program-memory",
     .placeholder = "SIZE", .commands = ONLY(CHECK), .group = GROUP_CHECKING,
     .help = "a program may use SIZE bytes of memory (K, M, G suffixes; "
             "default a quarter of the machine's, at most 2G; 0: no "
             "limit)"},
    {.id = OPTION_PROGRAM_PROCESSES, .long_name = "program-processes",
     .placeholder = "N", .commands = ONLY(CHECK), .group = GROUP_CHECKING,
     .help = "a program may run N processes at once (default 256; 0: no "
             "limit)"},
    {.id = OPTION_PROGRAM_FILE_SIZE, .long_name = "program-file-size",
     .placeholder = "SIZE", .commands = ONLY(CHECK), .group = GROUP_CHECKING,
     .help = "a program may write files of SIZE bytes at most (K, M, G "
             "suffixes; default 1G; 0: no limit)"},
    {.id = OPTION_PROGRAM_ENV, .long_name = "program-env",
     .placeholder = "NAME", .repeats = 1, .commands = ONLY(CHECK),
     .group = GROUP_CHECKING,
     .help = "pass the variable NAME to programs (they get only PATH, "
             "HOME, LANG, LC_ALL, TZ, TMPDIR, USER, LOGNAME and "
             "NQCNF_ROSTER_FOLDER)"},
    {.id = OPTION_FRESH_FOLDER, .long_name = "fresh-folder",
     .commands = ONLY(CHECK), .group = GROUP_CHECKING,
     .help = "run each program in a new empty folder, removed after it "
             "(its own folder is in $NQCNF_ROSTER_FOLDER)"},
    {.id = OPTION_RUN_AS, .long_name = "run-as", .placeholder = "USER",
     .commands = ONLY(CHECK), .group = GROUP_CHECKING,
     .help = "run programs as USER (check must run as root)"},
    {.id = OPTION_TIME_LIMIT, .long_name = "time-limit", .placeholder = "S",
     .commands = ONLY(CHECK), .group = GROUP_CHECKING,
     .help = "judge each file (or N) for at most S seconds in all "
             "(default 10; 0: no limit); what is decided by then is "
             "reported, and a file not decided is undecided (exit 3)"},
    {.id = OPTION_REFERENCE_BUDGET, .long_name = "reference-budget",
     .placeholder = "SIZE", .commands = ONLY(CHECK), .group = GROUP_CHECKING,
     .help = "a reference larger than SIZE bytes (K, M, G suffixes; "
             "default 256M; 0: no budget) is not built until a board the "
             "file allows was held to the rules: one that breaks a rule "
             "is not equivalent (exit 1); otherwise an N read from the "
             "file itself is undecided (exit 3) until its N is given"},

    /* decode. */
    {.id = OPTION_QUIET, .long_name = "quiet", .short_name = 'q',
     .commands = ONLY(DECODE), .group = GROUP_OUTPUT,
     .help = "print nothing; answer with the exit status only"},
    {.id = OPTION_SVG, .long_name = "svg", .placeholder = "FILE",
     .completes = COMPLETE_FILE, .commands = ONLY(DECODE),
     .group = GROUP_OUTPUT,
     .help = "also write the board as an SVG picture; several models: one "
             "sheet of all, captioned with their numbers"},
    {.id = OPTION_CNF, .long_name = "cnf", .placeholder = "FILE",
     .completes = COMPLETE_FILE, .commands = ONLY(DECODE),
     .group = GROUP_CHECKING,
     .help = "the CNF the solver was given: literals beyond its header's "
             "variable count are errors (by default, variables above N*N "
             "are ignored)"},
    {.id = OPTION_CLASSES, .long_name = "classes", .commands = ONLY(DECODE),
     .group = GROUP_OUTPUT,
     .help = "group the models by symmetry class (the 8 rotations and "
             "reflections): each board's class, and per class how many of "
             "its 8 (or 4, 2) members were found"},
    {.id = OPTION_DISTINCT, .long_name = "distinct", .commands = ONLY(DECODE),
     .group = GROUP_CHECKING,
     .help = "a model that repeats an earlier one (warned about anyway) "
             "makes the exit status 4"},
    {.id = OPTION_SHUFFLE, .long_name = "shuffle", .placeholder = "SEED",
     .commands = ONLY(DECODE), .group = GROUP_BENCHMARK,
     .help = "the model answers a file written with --shuffle SEED: map "
             "it back to the board (read from --cnf FILE's 'c' lines when "
             "not given)"},
    {.id = OPTION_SHUFFLE_PARTS, .long_name = "shuffle-parts",
     .placeholder = "P,...", .commands = ONLY(DECODE),
     .group = GROUP_BENCHMARK,
     .help = "with --shuffle: the parts the file was shuffled with "
             "(default: all four)"},

    /* help. */
    {.id = OPTION_MAN, .long_name = "man", .commands = ONLY(HELP),
     .group = GROUP_INFORMATION,
     .hidden = 1, .help = "the manual page, as roff"},

    /* Every command: main.c answers these before any parsing. */
    {.id = OPTION_HELP, .long_name = "help", .short_name = 'h',
     .commands = ALL_COMMANDS, .group = GROUP_INFORMATION,
     .help = "show the help (of the command, after one) and exit"},
    {.id = OPTION_VERSION, .long_name = "version", .short_name = 'V',
     .commands = ALL_COMMANDS, .group = GROUP_INFORMATION,
     .help = "show the version and the solvers built in, and exit"},
};

const char *option_group_heading(option_group group)
{
    static const char *const headings[OPTION_GROUP_COUNT] = {
        [GROUP_BOARD] = "The board",
        [GROUP_ENCODING] = "Encoding and format",
        [GROUP_SOLVING] = "Solving",
        [GROUP_CHECKING] = "Checking",
        [GROUP_OUTPUT] = "Output",
        [GROUP_INFORMATION] = "Help",
        [GROUP_BENCHMARK] = "Benchmark instances",
    };
    return (unsigned)group < OPTION_GROUP_COUNT ? headings[group] : "";
}

size_t option_table_size(void)
{
    return sizeof rows / sizeof rows[0];
}

const option_row *option_table_row(size_t index)
{
    return index < option_table_size() ? &rows[index] : NULL;
}

static int takes(const option_row *row, command_id command)
{
    return (row->commands & COMMAND_BIT(command)) != 0;
}

const option_row *option_row_for(option_id id, command_id command)
{
    for (size_t i = 0; i < option_table_size(); i++)
        if (rows[i].id == id && takes(&rows[i], command)) return &rows[i];
    return NULL;
}

static int long_name_is(const option_row *row, const char *name,
                        size_t length)
{
    return strlen(row->long_name) == length &&
           strncmp(row->long_name, name, length) == 0;
}

const option_row *option_find_long(command_id command, const char *name,
                                   size_t length)
{
    for (size_t i = 0; i < option_table_size(); i++)
        if (takes(&rows[i], command) && long_name_is(&rows[i], name, length))
            return &rows[i];
    return NULL;
}

const option_row *option_find_short(command_id command, char letter)
{
    for (size_t i = 0; i < option_table_size(); i++)
        if (takes(&rows[i], command) && rows[i].short_name != 0 &&
            rows[i].short_name == letter)
            return &rows[i];
    return NULL;
}

command_set option_commands_of(const char *name, size_t length, char letter)
{
    command_set commands = 0;
    for (size_t i = 0; i < option_table_size(); i++) {
        const int same = name != NULL
                             ? long_name_is(&rows[i], name, length)
                             : rows[i].short_name != 0 &&
                                   rows[i].short_name == letter;
        if (same) commands |= rows[i].commands;
    }
    return commands;
}

void option_walk_groups(command_id command, option_heading_fn heading,
                        option_row_fn each)
{
    for (int group = 0; group < OPTION_GROUP_COUNT; group++) {
        int any = 0;
        for (size_t i = 0; i < option_table_size(); i++) {
            const option_row *row = &rows[i];
            if (row->hidden || row->group != (option_group)group ||
                !takes(row, command))
                continue;
            if (!any) heading((option_group)group);
            any = 1;
            each(row);
        }
    }
}
