#include "arguments.h"

#include "core/io/scenarioio.h"
#include "core/measured/benchresults.h"
#include "core/model/scenariovalidation.h"
#include "gpu/trainingshapes.h"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <vector>

namespace rooflab::bench {

using namespace rooflab::gpu;

const char* const kHelp = R"(Usage: rooflab-bench [options]

Measures the GEMM throughput, memory bandwidth and arithmetic-intensity roofline of a CUDA GPU
and writes the results as JSON for the RoofLab app (method: docs/gpu-method.md).

Options:
  --list                 show the CUDA devices and the points the sweep would measure, then exit
  --selftest             check the measurement path in a few seconds (small GEMMs of each dtype
                         against the CPU, STREAM, intensity, L2 and launch points against
                         plausible bounds), print one line per check and a summary line; exit
                         status 0 passed, 1 a check failed, 77 no CUDA device (nothing tested)
  --sweep KINDS          comma-separated: gemm, stream, intensity, l2, launch, decode, training
                         (default: all but decode and training). decode: the decode probes: GEMMs
                         of 1 to 256 sequences against the model's weights (--training-shapes'
                         scenario, else the first --shapes), reads the size of its weights, and its
                         step's chain of kernels launched one by one and as a CUDA graph.
                         training: --training-shapes' products (its default sweep)
  --training-shapes SCENARIO
                         time the scenario's own projections (QKV, attention output, MLP, LM head)
                         at its tensor-parallel degree and micro-batch x sequence, each as the
                         forward, input-gradient and weight-gradient product, in its compute dtype
                         (--dtypes: in those instead), each soaked first; alone, the only points
                         measured (with --sweep: when it lists training). Repeat it for several
                         scenarios
  --soak-s S             seconds each training-shaped point runs before it is timed (default 10:
                         long enough for steady clocks, docs/gpu-method.md)
  --soak-first-s S       the first training-shaped point's soak instead (default: --soak-s): a
                         long first soak heats the card, the later points then keep it loaded
  --dtypes TYPES         comma-separated: fp32, tf32, fp16, bf16, fp8-e4m3 (default: the preset's;
                         fp8 needs compute capability 8.9+). The intensity sweep runs the fp32,
                         fp16 and bf16 among them.
  --sizes N,N,...        square GEMM sizes (default: the preset's)
  --shapes TxDxF,...     transformer shapes tokens x d_model x d_ff, e.g. 4096x4096x14336
                         (default: the preset's); thin decode GEMMs use the first one;
                         "none": square GEMMs only
  --no-decode            leave out the thin decode GEMMs (1 ... 64 tokens: m = d_ff, n = tokens)
  --no-fast-accum        leave out the fp8 fast-accumulation variant of the square GEMMs
  --quick                short sweep (default); --list shows its estimated duration
  --full                 every size and dtype, longer timing per point (a few times longer)
  --device N             CUDA device ordinal (default 0)
  --out FILE             write the results JSON to FILE (atomically); default: standard output
  --csv FILE             also write one CSV row per point to FILE
  --help                 this text
  --version              print "rooflab-bench VERSION" and exit

Progress goes to standard error. Ctrl-C stops within about a second and writes what was measured.
SM clock, memory clock, temperature and power are read through NVML (when the driver's
libnvidia-ml.so.1 is there) at the start and end of the sweep and during every point; points run
under 90 % of the maximum SM clock are flagged in the file.
Exit status: 0 success, 1 device or CUDA error, 2 bad arguments (--selftest: 77 = no device).
)";

namespace {

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> items;
    std::string cur;
    std::istringstream in(text);
    while (std::getline(in, cur, ','))
        if (!cur.empty())
            items.push_back(cur);
    return items;
}

template <typename Int> bool parseInt(const std::string& text, Int& out) {
    auto r = std::from_chars(text.data(), text.data() + text.size(), out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size();
}

// --sweep: the kinds, "decode" for the decode probes, "training" for --training-shapes' products.
void parseKinds(const std::string& v, Args& a) {
    PlanOptions& plan = a.plan;
    std::set<BenchKind> kinds;
    bool decode = false, training = false;
    for (const auto& item : splitList(v)) {
        BenchKind k;
        if (item == "decode")
            decode = true;
        else if (item == "training")
            training = true;
        else if (parseBenchKind(item, k) && k != BenchKind::Read && k != BenchKind::Chain)
            kinds.insert(k);
        else
            throw UsageError{"--sweep: unknown kind \"" + item +
                             "\" (expected gemm, stream, intensity, l2, launch, decode, training)"};
    }
    if (kinds.empty() && !decode && !training)
        throw UsageError{"--sweep: empty list"};
    plan.kinds = kinds;
    plan.decodeProbes = decode;
    a.trainingProducts = training;
}

double parseSoak(const std::string& v, const std::string& option) {
    double s = -1;
    auto r = std::from_chars(v.data(), v.data() + v.size(), s);
    if (r.ec != std::errc() || r.ptr != v.data() + v.size() || !(s >= 0 && s <= 600))
        throw UsageError{option + ": \"" + v + "\" is not a number of seconds from 0 to 600"};
    return s;
}

std::vector<DType> parseDtypes(const std::string& v) {
    std::vector<DType> dtypes;
    for (const auto& item : splitList(v)) {
        auto t = parseDType(item);
        if (!t ||
            (*t != DType::FP32 && *t != DType::TF32 && *t != DType::FP16 && *t != DType::BF16 && *t != DType::FP8_E4M3))
            throw UsageError{"--dtypes: unsupported dtype \"" + item +
                             "\" (expected fp32, tf32, fp16, bf16, fp8-e4m3)"};
        if (std::find(dtypes.begin(), dtypes.end(), *t) == dtypes.end())
            dtypes.push_back(*t);
    }
    if (dtypes.empty())
        throw UsageError{"--dtypes: empty list"};
    return dtypes;
}

std::vector<std::int64_t> parseSizes(const std::string& v) {
    std::vector<std::int64_t> sizes;
    for (const auto& item : splitList(v)) {
        std::int64_t n = 0;
        if (!parseInt(item, n) || n < 1 || n > 65536)
            throw UsageError{"--sizes: \"" + item + "\" is not a size from 1 to 65536"};
        sizes.push_back(n);
    }
    if (sizes.empty())
        throw UsageError{"--sizes: empty list"};
    return sizes;
}

// --shapes: a list of transformer shapes, or "none" for square GEMMs only.
void parseShapes(const std::string& v, PlanOptions& plan) {
    plan.shapes.clear();
    if (v == "none") {
        plan.includeTransformerShapes = false;
        return;
    }
    plan.includeTransformerShapes = true;
    for (const auto& item : splitList(v)) {
        auto s = parseTransformerShape(item);
        if (!s)
            throw UsageError{"--shapes: \"" + item + "\" is not TOKENSxDMODELxDFF (e.g. 4096x4096x14336)"};
        plan.shapes.push_back(*s);
    }
    if (plan.shapes.empty())
        throw UsageError{"--shapes: empty list"};
}

bool takesNoValue(const std::string& arg) {
    return arg == "--help" || arg == "-h" || arg == "--version" || arg == "--list" || arg == "--selftest" ||
           arg == "--no-fast-accum" || arg == "--quick" || arg == "--full" || arg == "--no-decode";
}

bool takesValue(const std::string& arg) {
    return arg == "--sweep" || arg == "--dtypes" || arg == "--sizes" || arg == "--shapes" || arg == "--device" ||
           arg == "--out" || arg == "--csv" || arg == "--training-shapes" || arg == "--soak-s" ||
           arg == "--soak-first-s";
}

// An option without a value (takesNoValue).
void applyFlag(const std::string& arg, Args& a, bool& presetSeen) {
    if (arg == "--help" || arg == "-h") {
        a.help = true;
    } else if (arg == "--version") {
        a.version = true;
    } else if (arg == "--list") {
        a.list = true;
    } else if (arg == "--selftest") {
        a.selftest = true;
    } else if (arg == "--no-fast-accum") {
        a.plan.includeFastAccum = false;
    } else if (arg == "--no-decode") {
        a.plan.includeDecodeShapes = false;
    } else { // --quick or --full
        const Preset p = arg == "--quick" ? Preset::Quick : Preset::Full;
        if (presetSeen && a.plan.preset != p)
            throw UsageError{arg + ": --quick and --full exclude each other"};
        presetSeen = true;
        a.plan.preset = p;
    }
}

// An option with its value (takesValue).
void applyValue(const std::string& arg, const std::string& v, Args& a) {
    if (arg == "--sweep") {
        parseKinds(v, a);
        a.sweepGiven = true;
    } else if (arg == "--training-shapes") {
        if (v.empty())
            throw UsageError{"--training-shapes: empty file name"};
        a.trainingShapes.push_back(v);
    } else if (arg == "--soak-s") {
        a.soakSeconds = parseSoak(v, arg);
        a.soakGiven = true;
    } else if (arg == "--soak-first-s") {
        a.soakFirstSeconds = parseSoak(v, arg);
        a.soakGiven = true;
    } else if (arg == "--dtypes") {
        a.plan.dtypes = parseDtypes(v);
    } else if (arg == "--sizes") {
        a.plan.squareSizes = parseSizes(v);
    } else if (arg == "--shapes") {
        parseShapes(v, a.plan);
    } else if (arg == "--device") {
        if (!parseInt(v, a.device) || a.device < 0)
            throw UsageError{"--device: \"" + v + "\" is not a device number (0, 1, ...)"};
    } else if (arg == "--out") {
        a.out = v;
        if (a.out.empty())
            throw UsageError{"--out: empty file name"};
    } else { // --csv
        a.csv = v;
        if (a.csv.empty())
            throw UsageError{"--csv: empty file name"};
    }
}

} // namespace

Args parseArgs(int argc, char** argv) {
    Args a;
    a.plan.kinds = allBenchKinds(); // the L2 plateau and the launch floor too
    bool presetSeen = false;
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        std::string value;
        bool hasValue = false;
        if (arg.rfind("--", 0) == 0) {
            if (auto eq = arg.find('='); eq != std::string::npos) {
                value = arg.substr(eq + 1);
                arg = arg.substr(0, eq);
                hasValue = true;
            }
        }
        if (takesNoValue(arg)) {
            if (hasValue)
                throw UsageError{arg + ": takes no value"};
            applyFlag(arg, a, presetSeen);
        } else if (takesValue(arg)) {
            if (!hasValue && i + 1 >= argc)
                throw UsageError{arg + ": missing value"};
            applyValue(arg, hasValue ? value : std::string(argv[++i]), a);
        } else {
            throw UsageError{arg + ": unknown argument (see --help)"};
        }
    }
    if (a.soakGiven && a.trainingShapes.empty())
        throw UsageError{"--soak-s, --soak-first-s: apply to the points of --training-shapes, which was not given"};
    // --training-shapes selects its sweep: the other kinds only when --sweep asks for them.
    if (!a.trainingShapes.empty() && !a.sweepGiven) {
        a.plan.kinds.clear();
        a.trainingProducts = true;
    }
    if (a.sweepGiven && a.trainingProducts && a.trainingShapes.empty())
        throw UsageError{"--sweep: training needs --training-shapes SCENARIO"};
    return a;
}

namespace {

Scenario readScenario(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw UsageError{"--training-shapes: cannot read \"" + path + "\""};
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const ScenarioParseResult parsed = parseScenario(text);
    if (!parsed.ok)
        throw UsageError{"--training-shapes: " + path + ": " +
                         (parsed.errors.empty() ? std::string("not a scenario") : parsed.errors.front())};
    if (const auto problems = validateScenario(parsed.scenario); !problems.empty())
        throw UsageError{"--training-shapes: " + path + ": " + problems.front()};
    if (const std::string problem = trainingDtypeProblem(parsed.scenario); !problem.empty())
        throw UsageError{"--training-shapes: " + path + ": " + problem};
    return parsed.scenario;
}

bool sameProduct(const GemmSpec& a, const GemmSpec& b) {
    return a.dtype == b.dtype && a.m == b.m && a.n == b.n && a.k == b.k && a.role == b.role && a.pass == b.pass;
}

// Each scenario's products, in --dtypes when given (else its compute dtype); a product two
// scenarios share (the same role, pass, shape and dtype) is measured once.
void addProducts(const Scenario& sc, const Args& args, std::vector<GemmSpec>& out) {
    std::vector<DType> dtypes = args.plan.dtypes;
    if (dtypes.empty())
        dtypes.push_back(sc.precision.compute);
    for (DType t : dtypes) {
        Scenario typed = sc;
        typed.precision.compute = t;
        for (GemmSpec& g : trainingGemms(typed, args.soakSeconds))
            if (std::none_of(out.begin(), out.end(), [&g](const GemmSpec& o) { return sameProduct(o, g); }))
                out.push_back(std::move(g));
    }
}

} // namespace

void applyScenario(Args& args) {
    for (const std::string& path : args.trainingShapes) {
        const Scenario sc = readScenario(path);
        if (args.trainingProducts)
            addProducts(sc, args, args.plan.trainingGemms);
        if (!args.plan.decode) // the decode probes take the first scenario's model
            args.plan.decode = decodeModel(sc);
    }
    if (args.soakFirstSeconds >= 0 && !args.plan.trainingGemms.empty())
        args.plan.trainingGemms.front().soakSeconds = args.soakFirstSeconds;
}

} // namespace rooflab::bench
