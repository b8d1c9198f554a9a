/*
 * cmd_solve.c - `nqueens-cnf solve N`: a board, or many.
 *
 * The work is the library's, with the solver --solver names (PicoSAT by
 * default); this file only chooses how to show the result. solve
 * answers with the SAT-solver convention (10: a solution exists, 20:
 * none) so that scripts can treat it like any solver.
 *
 * One solution (no --all, no --limit) comes from nqcnf_solve, as it
 * always did; several come from nqcnf_list, counting's split on
 * --threads (and --shard, as count's: enumeration.c), which streams them
 * (in order with --sorted, one per symmetry class with --unique) and is
 * many times faster on large lists.
 * --svg then draws them all on one sheet (solve_sheet.c).
 */
#include "command_line.h"
#include "commands.h"
#include "enumeration.h"
#include "generator_options.h"
#include "messages.h"
#include "nqcnf_experimental.h"
#include "output_file.h"
#include "solve_sheet.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { EXIT_SATISFIABLE = 10, EXIT_UNSATISFIABLE = 20 };


typedef struct solve_request {
    const char *svg_path;
    nqcnf_drawing style;
    int print_model;
    int numbered; /* more than one solution may be printed */
    int unique;   /* captions name the class size */
    unsigned group; /* ... under the problem's symmetries */
    solve_sheet *sheet; /* listing with --svg: the boards kept */
    uint64_t printed;
    int failed;   /* an SVG or stdout write failed */
} solve_request;

static int write_to_stdout(void *context, const void *data, size_t size)
{
    (void)context;
    return fwrite(data, 1, size, stdout) == size ? 0 : -1;
}

static void print_model_line(const nqcnf_board *board)
{
    const uint32_t squares = board->n * board->n;
    fputs("v", stdout);
    for (uint32_t v = 1; v <= squares; v++)
        printf(" %s%u", board->squares[v - 1] == NQCNF_SQUARE_QUEEN ? "" : "-",
               v);
    fputs(" 0\n", stdout);
}

/* "solution 3", with --unique "solution 3, class size 8". */
static void write_caption(const solve_request *request,
                          const nqcnf_board *solution, char *caption)
{
    unsigned size = 0;
    const int used = snprintf(caption, SHEET_CAPTION_SIZE, "solution %llu",
                              (unsigned long long)request->printed);
    if (request->unique && used > 0 &&
        nqcnf_board_class(solution, request->group, NULL, &size) ==
            NQCNF_OK)
        snprintf(caption + used, SHEET_CAPTION_SIZE - (size_t)used,
                 ", class size %u", size);
}

/* The picture: a single solution's at once, a listing's on one sheet. */
static int draw_solution(solve_request *request, const nqcnf_board *solution,
                         const char *caption)
{
    if (request->sheet != NULL) {
        if (solve_sheet_add(request->sheet, solution, caption) == 0) return 0;
        report_error("out of memory keeping the boards for '%s'",
                     request->svg_path);
        return -1;
    }
    if (request->printed == 1 && request->svg_path != NULL)
        return write_svg_file(request->svg_path, solution);
    return 0;
}

static int show_solution(void *context, const nqcnf_board *solution)
{
    solve_request *request = context;
    char caption[SHEET_CAPTION_SIZE];
    request->printed++;
    write_caption(request, solution, caption);
    if (draw_solution(request, solution, caption) != 0) {
        request->failed = 1;
        return 1;
    }
    if (request->print_model) {
        print_model_line(solution);
    } else {
        if (request->numbered) printf("%s\n", caption);
        nqcnf_board_write_text(solution, request->style, write_to_stdout,
                               NULL);
        if (request->numbered) putchar('\n');
    }
    /* Stop early when nobody reads what we print. */
    return ferror(stdout) ? 1 : 0;
}

/* Why solve found nothing: with pre-placed queens, the few of them that
 * already cannot be completed; otherwise the board itself. */
static void explain_no_solution(const nqcnf_options *options)
{
    size_t core_count = 0;
    size_t *core = NULL;
    if (options->queen_count > 0) {
        core = calloc(options->queen_count, sizeof *core);
        if (core == NULL ||
            nqcnf_queens_core(options, core, &core_count) != NQCNF_OK)
            core_count = 0;
    }
    if (core_count == 0) {
        printf("no solution: %u queens cannot be placed on a %ux%u board%s\n",
               options->n, options->n, options->n,
               options->queen_count + options->blocked_count > 0
                   ? " with these constraints" : "");
    } else {
        printf("no solution: the pre-placed queen%s", core_count > 1 ? "s" : "");
        for (size_t i = 0; i < core_count; i++) {
            const nqcnf_square_ref *q = &options->queens[core[i]];
            printf("%s(%u,%u)", i == 0 ? " " : i + 1 == core_count ? " and " : ", ", q->row + 1,
                   q->column + 1);
        }
        printf(" already cannot be completed\n");
    }
    free(core);
}

/* The options of solve beyond the generator's. */
typedef struct solve_arguments {
    int all, unicode, model, sorted, unique;
    const char *limit, *svg_path, *solver;
    enumeration_arguments enumeration;
} solve_arguments;

/* Options that only a listing (--all or --limit) takes. */
static int listing_options_alone(const solve_arguments *args)
{
    const enumeration_arguments *e = &args->enumeration;
    const char *alone = args->sorted     ? "--sorted"
                        : args->unique   ? "--unique"
                        : e->threads     ? "--threads"
                        : e->shard       ? "--shard"
                        : e->progress    ? "--progress"
                        : e->no_progress ? "--no-progress"
                                         : NULL;
    if (alone == NULL || args->all || args->limit != NULL) return 0;
    return usage_error("'%s' lists solutions: give it with '--all' or "
                       "'--limit K'", alone);
}

/* How many solutions to print (0: all), after checking the options that
 * exclude each other. Returns 0 or an exit status. */
static int solve_limit(const solve_arguments *args,
                       unsigned long long *limit)
{
    *limit = args->all ? 0 : 1;
    if (args->limit != NULL) {
        if (args->all)
            return usage_error("'--all' and '--limit' exclude each other");
        const int status =
            parse_count_option("--limit", args->limit, UINT64_MAX, limit);
        if (status != 0) return status;
        if (*limit == 0)
            return usage_error("invalid value '0' for option '--limit': "
                               "it must be at least 1");
    }
    if (args->svg_path != NULL && args->svg_path[0] == '\0')
        return usage_error("the SVG file name is empty");
    if (args->model && args->unicode)
        return usage_error("'--model' and '--unicode' exclude each other");
    return listing_options_alone(args);
}

/* Several solutions: the split listing, its sheet drawn at the end. */
static nqcnf_status list(const nqcnf_options *options,
                         const solve_arguments *args, uint64_t limit,
                         nqcnf_count_request *counting,
                         progress_mode progress, solve_request *request)
{
    char title[32];
    snprintf(title, sizeof title, "solve %u", options->n);
    /* The boards share the terminal with the progress line when stdout
     * is one (or a pipe to a pager): by default the line is drawn only
     * when they go to a file. */
    enumeration_progress shown;
    enumeration_progress_begin(&shown, title, progress,
                               progress_stdout_is_a_file(), counting);
    solve_sheet sheet;
    memset(&sheet, 0, sizeof sheet);
    if (args->svg_path != NULL) request->sheet = &sheet;
    counting->sorted = args->sorted;
    counting->limit = limit;
    const nqcnf_status result =
        nqcnf_list(options, counting, show_solution, request, NULL);
    enumeration_progress_end(&shown);
    if (result == NQCNF_OK && !request->failed && sheet.count > 0 &&
        solve_sheet_write(&sheet, args->svg_path) != 0)
        request->failed = 1;
    solve_sheet_free(&sheet);
    request->sheet = NULL;
    return result;
}

static int solve(nqcnf_options *options, void *context)
{
    const solve_arguments *args = context;
    unsigned long long limit = 1;
    const int listing = args->all || args->limit != NULL;
    nqcnf_count_request counting;
    nqcnf_count_request_init(&counting);
    progress_mode progress = PROGRESS_AUTO;
    int status = solver_option_apply(args->solver, options);
    if (status == 0) status = solve_limit(args, &limit);
    if (status == 0 && listing)
        status = enumeration_request(&args->enumeration, args->unique,
                                     &counting, &progress);
    if (status != 0) return status;
    if (check_solver_size(options, "solve") != 0) return EXIT_FAILURE_RUNTIME;

    solve_request request = {
        args->svg_path, args->unicode ? NQCNF_DRAW_UNICODE : NQCNF_DRAW_PLAIN,
        args->model, limit != 1, args->unique, 0, NULL, 0, 0};
    nqcnf_status result = nqcnf_symmetry_group(options, &request.group);
    if (result == NQCNF_OK)
        result = listing
                     ? list(options, args, limit, &counting, progress,
                            &request)
                     : nqcnf_solve(options, limit, show_solution, &request,
                                   NULL);
    /* show_solution stops the search only when it could not write: what
     * went wrong is said below (request.failed) or by finish_stdout(). */
    if (result == NQCNF_ERR_STOPPED) result = NQCNF_OK;
    if (result != NQCNF_OK) {
        report_error("solving failed: %s", nqcnf_strerror(result));
        return finish_stdout(EXIT_FAILURE_RUNTIME);
    }
    if (request.failed) return finish_stdout(EXIT_FAILURE_RUNTIME);
    if (request.printed == 0) {
        explain_no_solution(options);
        return finish_stdout(EXIT_UNSATISFIABLE);
    }
    return finish_stdout(EXIT_SATISFIABLE);
}

int command_solve(int argc, char **argv, int first)
{
    solve_arguments args;
    memset(&args, 0, sizeof args);
    const option_binding own[] = {
        BIND_FLAG(OPTION_ALL, &args.all),
        BIND_VALUE(OPTION_LIMIT, &args.limit),
        BIND_FLAG(OPTION_UNICODE, &args.unicode),
        BIND_FLAG(OPTION_MODEL, &args.model),
        BIND_VALUE(OPTION_SVG, &args.svg_path),
        BIND_VALUE(OPTION_SOLVER, &args.solver),
        BIND_FLAG(OPTION_SORTED, &args.sorted),
        BIND_FLAG(OPTION_UNIQUE, &args.unique),
        ENUMERATION_BINDINGS(&args.enumeration)};
    return run_generator_command(argc, argv, first, COMMAND_SOLVE, own,
                                 sizeof own / sizeof own[0], solve, &args);
}
