// The training frameworks' knobs (docs/formulas.md, "Framework knobs"), worked by hand:
// parallel.tp_comm_overlap hides each layer's tensor-parallel collectives behind the GEMM beside
// it as Transformer Engine's userbuffers (Megatron) or AsyncTP (the PyTorch code) split them, and
// no further than that GEMM's time; training.checkpointing "op-selective" saves the outputs of
// every other matrix product, the SDPA kernel's and the reduce-scatters' and recomputes the rest.
#include "core/evaluate.h"
#include "core/explain.h"
#include "core/io/scenarioio.h"
#include "core/model/frameworkknobs.h"
#include "core/roofline/fsdp2copies.h"
#include "core/steptime/steptimeline.h"

#include "scenariohelpers.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <string>

using namespace rooflab;

namespace {

constexpr int kLayers = 24, kMicroBatches = 4, kSms = 108; // a100-80gb: 108 SMs (resources/gpus.json)
constexpr double kCommSms = 16;                            // TE initialize_ub: pipeline and bulk overlaps

struct Options {
    int tp = 4;
    bool sp = true;
    bool overlap = true;
    const char* implementation = "megatron";
    const char* checkpointing = "none";
    double intraNodeGbps = 0; // 0: the database's 230 GB/s
};

// A 24-layer GPT in fp16 on A100s, t-way tensor parallelism, one replica, 4 micro-batches.
std::string gpt(const Options& o) {
    std::string hardware = R"("hardware":{"gpu":"a100-80gb")";
    if (o.intraNodeGbps > 0)
        hardware += R"(,"intra_node_gbps":)" + std::to_string(o.intraNodeGbps);
    hardware += "}";
    return std::string(
               R"({"version":1,"model":{"layers":24,"d_model":2048,"heads":16,"d_ff":8192,"vocab":51200,"mlp":"gelu",)"
               R"("positions":2048,"tied_embeddings":true,"biases":true,"norm":"layernorm"},)"
               R"("precision":"fp16-mixed","optimizer":"adam","training":{"micro_batch":4,"seq_len":2048,"grad_accum":4,)"
               R"("implementation":")") +
           o.implementation + R"(","checkpointing":")" + o.checkpointing + R"("},"parallel":{"gpus":)" +
           std::to_string(o.tp) + R"(,"tp":)" + std::to_string(o.tp) + R"(,"sequence_parallel":)" +
           (o.sp ? "true" : "false") + R"(,"tp_comm_overlap":)" + (o.overlap ? "true" : "false") + "}," + hardware +
           "}";
}

// One call (one layer, one pass) of each tensor-parallel GEMM, from the step's op times.
struct Gemms {
    double qkv = 0, projection = 0, fc1 = 0, fc2 = 0;
};
Gemms gemms(const Report& r) {
    Gemms g;
    for (size_t i = 0; i < r.roofline.ops.size(); ++i) {
        const RooflineOp& op = r.roofline.ops[i];
        const double call = r.step.opTimeS[i] / op.calls;
        if (op.tpGemm == TensorParallelGemm::Qkv)
            g.qkv = call;
        else if (op.tpGemm == TensorParallelGemm::Projection)
            g.projection = call;
        else if (op.tpGemm == TensorParallelGemm::Fc1)
            g.fc1 = call;
        else if (op.tpGemm == TensorParallelGemm::Fc2)
            g.fc2 = call;
    }
    return g;
}

double slowed(double gemm) {
    return gemm * kSms / (kSms - kCommSms);
}

bool near(double a, double b, double tolerance = 1e-9) {
    return std::abs(a - b) <= tolerance * std::max(std::abs(a), std::abs(b));
}

// A Llama-style block (h 4096, MHA, SwiGLU d_ff 11008) in bf16 under transformers' SDPA code.
constexpr double kH = 4096, kF = 11008, kHeads = 32, kTokens = 2.0 * 2048; // b s
constexpr int kLlamaLayers = 8;
std::string llama(const char* checkpointing, const char* implementation = "pytorch-sdpa") {
    return std::string(R"({"version":1,"model":{"layers":8,"d_model":4096,"heads":32,"kv_heads":32,"d_ff":11008,)"
                       R"("vocab":32000,"mlp":"swiglu","norm":"rmsnorm","positions":4096,"tied_embeddings":false},)"
                       R"("precision":"bf16-mixed","optimizer":"adamw","training":{"micro_batch":2,"seq_len":2048,)"
                       R"("implementation":")") +
           implementation + R"(","checkpointing":")" + checkpointing +
           R"("},"parallel":{"gpus":1},"hardware":{"gpu":"h100-sxm"}})";
}

// The same block under FSDP (ZeRO-3) over the 8 GPUs of one H100 node, 2 micro-batches.
std::string fsdp(const std::string& parallelExtra, const std::string& precision = R"("bf16-mixed")") {
    return std::string(R"({"version":1,"model":{"layers":8,"d_model":4096,"heads":32,"kv_heads":32,"d_ff":11008,)"
                       R"("vocab":32000,"mlp":"swiglu","norm":"rmsnorm","positions":4096,"tied_embeddings":false},)"
                       R"("precision":)") +
           precision +
           R"(,"optimizer":"adamw","training":{"micro_batch":1,"seq_len":2048,"grad_accum":2,)"
           R"("implementation":"pytorch-sdpa"},"parallel":{"gpus":8,"zero":3)" +
           parallelExtra + R"(},"hardware":{"gpu":"h100-sxm"}})";
}

// One pass of ZeRO-3 all-gathers over the 8 GPUs of a DGX H100 (370 GB/s, 5 us a ring step) of
// `bytes` per GPU: one collective per FSDP unit.
double allGather(double bytes) {
    const double units = 8 + 1; // each layer and the root module, a collective each
    return units * 7 * 5e-6 + 7.0 / 8.0 * bytes / 370e9;
}

// torchtitan's compiled Llama block in float8 (h 4096, d_ff 14336) over a 4-GPU tensor-parallel
// group of H100s with sequence parallelism and full recomputation: 8 layers, b s = 2 x 4096.
std::string titanFloat8(const char* scaling, bool asyncTp) {
    return std::string(R"({"version":1,"model":{"layers":8,"d_model":4096,"heads":32,"kv_heads":8,"d_ff":14336,)"
                       R"("vocab":128256,"mlp":"swiglu","norm":"rmsnorm","positions":8192},)"
                       R"("precision":{"preset":"fp8-mixed","fp8_scaling":")") +
           scaling +
           R"("},"optimizer":"adamw","training":{"micro_batch":2,"seq_len":4096,"implementation":"torchtitan",)"
           R"("checkpointing":"full","compile":true},"parallel":{"gpus":4,"tp":4,"sequence_parallel":true,)"
           R"("tp_comm_overlap":)" +
           (asyncTp ? "true" : "false") + R"(},"hardware":{"gpu":"h100-sxm"}})";
}

double opBytes(const Report& r, const char* name) {
    for (const RooflineOp& op : r.roofline.ops)
        if (std::string(op.name) == name)
            return op.bytes;
    return 0;
}

} // namespace

class TestFrameworkKnobs : public QObject {
    Q_OBJECT

private slots:
    // A slow link: every collective is longer than its GEMM, so each hides exactly its GEMM's
    // window: a ring all but the last of t chunks, a pipelined reduce-scatter 3 of 4 chunks of
    // the GEMM slowed by the 16 SMs it gives up, a bulk one the whole slowed weight-gradient GEMM.
    void userbuffersHideNoMoreThanTheGemms() {
        Options o;
        o.intraNodeGbps = 1; // 1 GB/s: collectives of tens of ms
        ROOFLAB_SCENARIO(sc, gpt(o));
        const Report r = evaluate(sc);
        const Gemms g = gemms(r);
        QVERIFY(g.qkv > 0 && g.projection > 0 && g.fc1 > 0 && g.fc2 > 0);
        const double ring = 3.0 / 4.0; // t = 4
        const double perLayer = ring * (g.qkv + g.fc1) + 0.75 * (slowed(g.projection) + slowed(g.fc2)) +
                                ring * (g.projection + g.fc2) + slowed(g.qkv) + slowed(g.fc1);
        const double hidden = perLayer * kLayers * kMicroBatches;
        QVERIFY2(near(r.step.tpHiddenS, hidden),
                 qPrintable(QString("%1 s hidden, by hand %2 s").arg(r.step.tpHiddenS).arg(hidden)));
        const double cost = (slowed(g.projection) - g.projection + slowed(g.fc2) - g.fc2 + slowed(g.qkv) - g.qkv +
                             slowed(g.fc1) - g.fc1) *
                            kLayers * kMicroBatches;
        QVERIFY(near(r.step.tpOverlapCostS, cost));
        QVERIFY(near(r.step.exposedCommS.tp, r.step.commS.tp - hidden + cost));
        // The same scenario without the overlap pays every collective.
        o.overlap = false;
        ROOFLAB_SCENARIO(plain, gpt(o));
        const Report without = evaluate(plain);
        QVERIFY(near(without.step.commS.tp, r.step.commS.tp));
        QCOMPARE(without.step.exposedCommS.tp, without.step.commS.tp);
        QVERIFY(near(without.step.timeS - r.step.timeS, hidden - cost, 1e-6));
    }

    // A fast link: every collective is shorter than its GEMM and hides whole, but the last
    // chunk of each pipelined reduce-scatter (2 of the 8 per layer, a quarter of each).
    void userbuffersHideShortCollectivesWhole() {
        Options o;
        o.intraNodeGbps = 1e6; // 1 PB/s: the 3 ring steps' 5 us latency each dominate
        ROOFLAB_SCENARIO(sc, gpt(o));
        const Report r = evaluate(sc);
        const double bytes = 4.0 * 2048 * 2048 * 2.0; // b s h, fp16
        const double one = 3 * 5e-6 + 0.75 * bytes / 1e15;
        QVERIFY(near(r.step.tpHiddenS, 7.5 * one * kLayers * kMicroBatches));
        QVERIFY(near(r.step.exposedCommS.tp, r.step.commS.tp - r.step.tpHiddenS + r.step.tpOverlapCostS));
    }

    // AsyncTP (the PyTorch code, torchtitan) on a slow link: inductor's micro-pipeline pass fuses
    // the forward's 2 all-gathers and 2 reduce-scatters and the backward's 2 all-gathers (of the
    // projection's and MLP down's output gradients), each hidden up to (t-1)/t of its GEMM; the
    // backward's reduce-scatters of the QKV and MLP up input gradients sum several matmuls'
    // gradients (torchtitan's wq, wk, wv and w1, w3) and stay whole.
    void asyncTpHidesSixOfEightCollectives() {
        Options o;
        o.implementation = "pytorch-sdpa";
        o.intraNodeGbps = 1;
        ROOFLAB_SCENARIO(sc, gpt(o));
        const Report r = evaluate(sc);
        const Gemms g = gemms(r);
        const double ring = 3.0 / 4.0; // t = 4
        const double perLayer = ring * (g.qkv + g.projection + g.fc1 + g.fc2) + ring * (g.projection + g.fc2);
        QVERIFY2(
            near(r.step.tpHiddenS, perLayer * kLayers * kMicroBatches),
            qPrintable(
                QString("%1 s hidden, by hand %2 s").arg(r.step.tpHiddenS).arg(perLayer * kLayers * kMicroBatches)));
    }

    // What AsyncTP's fused ops move beside the collectives, at the achieved memory bandwidth:
    // each fused all-gather copies its own shard into the symmetric buffer first (b s h e / t read
    // and written), each fused reduce-scatter sums its t partial products in a separate kernel
    // (b s h e read, b s h e / t written). Per layer 4 all-gathers and 2 reduce-scatters; a full
    // recomputation fuses the forward's again: 6 and 4.
    void asyncTpPaysItsCopiesAndReductions() {
        Options o;
        o.implementation = "pytorch-sdpa";
        ROOFLAB_SCENARIO(sc, gpt(o));
        const Report r = evaluate(sc);
        const double bytes = 4.0 * 2048 * 2048 * 2.0; // b s h, fp16
        const double bandwidth = r.roofline.bandwidth * 0.8;
        const double perLayer = (4 * 2.0 / 4 + 2 * (1 + 1.0 / 4)) * bytes / bandwidth;
        QVERIFY2(near(r.step.tpOverlapCostS, perLayer * kLayers * kMicroBatches),
                 qPrintable(
                     QString("%1 s, by hand %2 s").arg(r.step.tpOverlapCostS).arg(perLayer * kLayers * kMicroBatches)));
        QVERIFY(near(r.step.exposedCommS.tp, r.step.commS.tp - r.step.tpHiddenS + r.step.tpOverlapCostS));
        o.checkpointing = "full";
        ROOFLAB_SCENARIO(full, gpt(o));
        const double recomputed = (6 * 2.0 / 4 + 4 * (1 + 1.0 / 4)) * bytes / bandwidth;
        QVERIFY(near(evaluate(full).step.tpOverlapCostS, recomputed * kLayers * kMicroBatches));
    }

    // DTensor's sequence parallelism gathers and scatters [b, s/t, h] on dimension 1, and PyTorch's
    // functional collectives rearrange the whole b s h tensor with a chunk + cat after each
    // all-gather and before each reduce-scatter (torch/distributed/_functional_collectives.py): per
    // layer 8 collectives (12 with full recomputation), + 4 outside the layers (the embedding and
    // the LM head, no pipelining), each copy b s h e read and written. AsyncTP's fused ones have
    // none (6 per layer: 2 left); Megatron's [s, b, h] none at all.
    void sequenceDimensionCollectivesCopyTheirTensor() {
        const double copyBytes = 2.0 * 4 * 2048 * 2048 * 2.0; // 2 x b s h, fp16
        auto copies = [](const std::string& json, double* timeS = nullptr) {
            Scenario sc;
            if (!test::parse(json, sc))
                return -1.0;
            const Report r = evaluate(sc);
            for (size_t i = 0; i < r.roofline.ops.size(); ++i)
                if (std::string(r.roofline.ops[i].name) == "sequence-parallel chunk + cat copies") {
                    if (timeS)
                        *timeS = r.step.opTimeS[i];
                    return r.roofline.ops[i].bytes;
                }
            return 0.0;
        };
        Options o;
        o.implementation = "pytorch-sdpa";
        o.overlap = false;
        double timeS = 0;
        const double plain = copies(gpt(o), &timeS);
        QVERIFY2(near(plain, (8.0 * kLayers + 4) * copyBytes),
                 qPrintable(QString("%1 bytes, by hand %2").arg(plain).arg((8.0 * kLayers + 4) * copyBytes)));
        // Memory-bound, no faster than the whole bandwidth (a100-80gb: 2039 GB/s), per micro-batch.
        QVERIFY2(timeS >= plain / 2039e9 * (1 - 1e-9), qPrintable(QString("%1 s").arg(timeS)));
        o.checkpointing = "full";
        QVERIFY(near(copies(gpt(o)), (12.0 * kLayers + 4) * copyBytes));
        o.checkpointing = "none";
        o.overlap = true;
        QVERIFY(near(copies(gpt(o)), (2.0 * kLayers + 4) * copyBytes));
        o.implementation = "megatron";
        QCOMPARE(copies(gpt(o)), 0.0);
        o.implementation = "pytorch-sdpa";
        o.sp = false;
        QCOMPARE(copies(gpt(o)), 0.0);
    }

    // torchtitan's float8 tensor parallelism (torchao's PrepareFloat8ModuleInput and
    // Float8RowwiseParallel cast before the all-gather) gathers each layer's inputs (2 a forward,
    // 4 with the recomputed one) and output gradients (2) in float8: 6 of the layer's 12
    // collectives move b s h x 1 byte, not x 2, and so do their chunk + cat copies; the
    // reduce-scatters and the embedding's and the LM head's collectives stay 16-bit. Delayed
    // scaling has no float8 all-gather (torchao asserts dynamic scaling).
    void float8TensorParallelGathersOneByte() {
        ROOFLAB_SCENARIO(delayed, titanFloat8("delayed", false));
        ROOFLAB_SCENARIO(tensorwise, titanFloat8("tensorwise", false));
        QVERIFY(!gathersFp8Activations(delayed));
        QVERIFY(gathersFp8Activations(tensorwise));
        const Report d = evaluate(delayed), t = evaluate(tensorwise);
        const double bsh = 2.0 * 4096 * 4096;                                // values of one micro-batch's b s h
        const double fp8Gathers = 6.0 * 8;                                   // the layers' all-gathers
        const double saved = fp8Gathers * 3.0 / 4.0 * bsh * (2 - 1) / 370e9; // DGX H100 NVLink: 370 GB/s
        QVERIFY2(near(d.step.commS.tp - t.step.commS.tp, saved, 1e-6),
                 qPrintable(QString("%1 s less, by hand %2 s").arg(d.step.commS.tp - t.step.commS.tp).arg(saved)));
        const char* copies = "sequence-parallel chunk + cat copies";
        QVERIFY(near(opBytes(d, copies), (12.0 * 8 + 4) * 2 * bsh * 2));
        QVERIFY(near(opBytes(t, copies), ((12.0 - 6) * 8 + 4) * 2 * bsh * 2 + fp8Gathers * 2 * bsh * 1));
        // AsyncTP: the fused all-gathers' own shard copies in float8 too (6 of them a layer here).
        ROOFLAB_SCENARIO(delayedAsync, titanFloat8("delayed", true));
        ROOFLAB_SCENARIO(tensorwiseAsync, titanFloat8("tensorwise", true));
        const double bandwidth = evaluate(delayedAsync).roofline.bandwidth * 0.8;
        const double copiesSaved = 6.0 * 8 * 2.0 / 4 * bsh * (2 - 1) / bandwidth;
        QVERIFY(near(evaluate(delayedAsync).step.tpOverlapCostS - evaluate(tensorwiseAsync).step.tpOverlapCostS,
                     copiesSaved, 1e-6));
        // Op-selective checkpointing with AsyncTP: 10 collectives a layer, 6 fused; the 4 left are
        // the recomputed forward's 2 all-gathers (float8) and the backward's 2 reduce-scatters.
        std::string opSelective = titanFloat8("tensorwise", true);
        opSelective.replace(opSelective.find("\"full\""), 6, "\"op-selective\"");
        ROOFLAB_SCENARIO(op, opSelective);
        QVERIFY(near(opBytes(evaluate(op), copies), (2.0 * 8 + 4) * 2 * bsh * 2 + 2.0 * 8 * 2 * bsh * 1));
    }

    // torchao's rowwise recipe (torchtitan's float8.recipe_name "rowwise"): its scales run along
    // rows, so each activation and gradient is cast twice (row-major, then from a transposed
    // 16-bit copy): 2 e + 2 = 6 bytes a value where tensor-wise writes both layouts from one read
    // (e + 2 = 4); a weight is cast each forward (e + 1) and transposed and cast again in the
    // backward (3 e + 1), where tensor-wise reads it twice and writes both layouts each forward
    // (2 e + 2). Its tensor parallelism is torchtitan's plain one: the all-gathers stay bf16 and
    // the column-parallel linears cast the gathered input, not their sequence shard.
    void rowwiseFloat8CastsAndGathers() {
        ROOFLAB_SCENARIO(delayed, titanFloat8("delayed", false));
        ROOFLAB_SCENARIO(tensorwise, titanFloat8("tensorwise", false));
        ROOFLAB_SCENARIO(rowwise, titanFloat8("rowwise", false));
        QVERIFY(!gathersFp8Activations(rowwise));
        const Report d = evaluate(delayed), t = evaluate(tensorwise), r = evaluate(rowwise);
        QCOMPARE(r.step.commS.tp, d.step.commS.tp);
        const char* casts = "float8 casts (torchao Float8Linear)";
        // Per token and layer (h 4096, q 4096, kv 2 x 1024, f 14336, t 4, two forwards under full
        // recomputation): tensor-wise casts shards, forward 3 x 1024 + 1024 + 2 x 1024 + 3584 =
        // 9,728 values, backward 1536 + 1024 + 7168 + 1024 = 10,752: 30,208 values x 4 bytes.
        // Rowwise casts the gathered stream: forward 3 x 4096 + 1024 + 2 x 4096 + 3584 = 25,088,
        // backward 1536 + 4096 + 7168 + 4096 = 16,896: 67,072 values x 6 bytes.
        QVERIFY2(near(opBytes(r, casts), opBytes(t, casts) * (67072.0 * 6) / (30208.0 * 4)),
                 qPrintable(QString("%1 vs %2").arg(opBytes(r, casts)).arg(opBytes(t, casts))));
        // Full recomputation: two forwards. Tensor-wise 2 x 6 bytes a weight value, rowwise 2 x 3 + 7.
        const double tensorwiseWeights = opBytes(t, "float8 weight casts (torchao, every forward)");
        const double rowwiseWeights = opBytes(r, "float8 weight casts (torchao, rowwise)");
        QVERIFY(tensorwiseWeights > 0);
        QVERIFY2(near(rowwiseWeights, tensorwiseWeights * 13.0 / 12.0),
                 qPrintable(QString("%1 vs %2").arg(rowwiseWeights).arg(tensorwiseWeights)));
        QVERIFY(r.step.timeS > t.step.timeS);
        // Two kernels a cast.
        const auto launches = [casts](const Report& report) {
            for (const RooflineOp& op : report.roofline.ops)
                if (std::string(op.name) == casts)
                    return op.launches;
            return 0.0;
        };
        QVERIFY(launches(t) > 0);
        QCOMPARE(launches(r), 2 * launches(t));
        // torchtitan only, and without FSDP's float8 all-gather (torchtitan asserts it).
        const auto refusedWith = [](const std::string& json, const std::string& field) {
            const ScenarioParseResult p = parseScenario(json);
            return !p.ok && std::any_of(p.errors.begin(), p.errors.end(),
                                        [&](const std::string& e) { return e.rfind(field, 0) == 0; });
        };
        std::string megatron = titanFloat8("rowwise", false);
        megatron.replace(megatron.find("\"torchtitan\""), 12, "\"megatron-core\"");
        megatron.replace(megatron.find(",\"compile\":true"), 15, "");
        QVERIFY(refusedWith(megatron, "precision.fp8_scaling:"));
        std::string gathered = titanFloat8("rowwise", false);
        gathered.replace(gathered.find("\"fp8_scaling\""), 0, "\"fp8_all_gather\":true,");
        QVERIFY(refusedWith(gathered, "precision.fp8_all_gather:"));
        const ScenarioParseResult again = parseScenario(serializeScenario(rowwise));
        QVERIFY(again.ok);
        QCOMPARE(again.scenario.precision.fp8Scaling, Fp8Scaling::Rowwise);
    }

    // AsyncTP under the rowwise recipe: the gathered bf16 tensor goes to the casts, not to a
    // matmul, so inductor's pass fuses no all-gather (micro_pipeline_tp.py,
    // _find_consumer_matmuls); the reduce-scatters, a float8 product's output, still fuse.
    void rowwiseAsyncTpFusesReduceScattersOnly() {
        ROOFLAB_SCENARIO(delayedAsync, titanFloat8("delayed", true));
        ROOFLAB_SCENARIO(rowwiseAsync, titanFloat8("rowwise", true));
        QVERIFY(asyncTpFusesAllGathers(delayedAsync));
        QVERIFY(!asyncTpFusesAllGathers(rowwiseAsync));
        const Report d = evaluate(delayedAsync), r = evaluate(rowwiseAsync);
        QVERIFY(r.step.tpHiddenS > 0);
        QVERIFY2(r.step.tpHiddenS < 0.6 * d.step.tpHiddenS,
                 qPrintable(QString("%1 vs %2").arg(r.step.tpHiddenS).arg(d.step.tpHiddenS)));
        // Full recomputation, 8 layers: 12 collectives a layer and 4 outside. Fused: 2 x 4 + 2 =
        // 10 of them (delayed), the two forwards' 4 reduce-scatters (rowwise); each left copies
        // b s h (read and written, 2 bytes).
        const double bsh = 2.0 * 4096 * 4096;
        const char* copies = "sequence-parallel chunk + cat copies";
        QVERIFY(near(opBytes(d, copies), (2.0 * 8 + 4) * 2 * bsh * 2));
        QVERIFY(near(opBytes(r, copies), (8.0 * 8 + 4) * 2 * bsh * 2));
        // AsyncTP's own work, the reduce-scatters' alone: 4 a layer, b s h e (1 + 1/t) each.
        const double bandwidth = d.roofline.bandwidth * 0.8;
        QVERIFY(near(r.step.tpOverlapCostS, 4.0 * 8 * bsh * 2 * (1 + 1.0 / 4) / bandwidth, 1e-6));
    }

    // Full recomputation repeats the forward's 4 collectives per layer, hidden as the forward's.
    void recomputedForwardHidesAgain() {
        Options o;
        o.intraNodeGbps = 1e6;
        ROOFLAB_SCENARIO(none, gpt(o));
        o.checkpointing = "full";
        ROOFLAB_SCENARIO(full, gpt(o));
        const double a = evaluate(none).step.tpHiddenS, b = evaluate(full).step.tpHiddenS;
        // Forward 2 rings + 2 pipelines (1.5 + 1.5 = 3.5 of 4), backward 4 whole: 7.5; again 3.5.
        QVERIFY(near(b / a, 11.0 / 7.5, 1e-6));
    }

    // Megatron-Core refuses tp_comm_overlap without sequence parallelism: no effect, a warning.
    void noEffectWithoutSequenceParallelism() {
        Options o;
        o.sp = false;
        ROOFLAB_SCENARIO(sc, gpt(o));
        const Report r = evaluate(sc);
        QCOMPARE(r.step.tpHiddenS, 0.0);
        QCOMPARE(r.step.exposedCommS.tp, r.step.commS.tp);
        QVERIFY2(test::joined(r.warnings).find("parallel.tp_comm_overlap") != std::string::npos,
                 test::joined(r.warnings).c_str());
    }

    // The timeline draws the hidden part beside the compute and ends where the step does.
    void timelineShowsHiddenAndExposed() {
        Options o;
        o.intraNodeGbps = 50;
        ROOFLAB_SCENARIO(sc, gpt(o));
        const Report r = evaluate(sc);
        const StepTimeline tl = buildStepTimeline(sc, r);
        double hidden = 0, exposed = 0;
        for (const TimelineSegment& s : tl.segments) {
            if (s.kind == TimelineKind::HiddenComm && tl.rows[size_t(s.row)].kind == TimelineRow::Kind::Network)
                hidden += s.duration;
            if (s.kind == TimelineKind::TensorComm)
                exposed += s.duration;
        }
        QVERIFY(r.step.tpHiddenS > 0);
        // The data-parallel reduction is hidden too on the network row: one replica has none.
        QVERIFY2(near(hidden, r.step.tpHiddenS, 1e-9),
                 qPrintable(QString("%1 vs %2").arg(hidden).arg(r.step.tpHiddenS)));
        QVERIFY(near(exposed, r.step.exposedCommS.tp, 1e-9));
        QVERIFY(near(tl.totalS, r.step.timeS, 1e-9));
    }

    // torchtitan's policy counts the block's aten.mm calls q, k, v, o, gate, up, down and saves
    // the odd ones: k, o and up run again, 2 h² + h f of the block's 4 h² + 3 h f per token.
    void opSelectiveRecomputesEverySecondProduct() {
        ROOFLAB_SCENARIO(sc, llama("op-selective"));
        const Report r = evaluate(sc);
        const double again = 2.0 * kTokens * (2.0 * kH * kH + kH * kF) * kLlamaLayers;
        QVERIFY(near(r.flops.stepHardware - r.flops.stepModel, again));
        ROOFLAB_SCENARIO(fullSc, llama("full"));
        const Report full = evaluate(fullSc);
        const double linears = 2.0 * kTokens * (4.0 * kH * kH + 3.0 * kH * kF) * kLlamaLayers;
        QVERIFY(again / linears > 0.38 && again / linears < 0.39);
        QVERIFY(r.flops.stepHardware < full.flops.stepHardware);
        QVERIFY(r.step.hardwareFlops > r.step.modelFlops && r.step.hardwareFlops < full.step.hardwareFlops);
        // The roofline's products run the same share again: k of QKV a third, up half of gate + up.
        for (const RooflineOp& op : r.roofline.ops)
            if (op.tpGemm == TensorParallelGemm::Qkv)
                QVERIFY(near(op.calls, kLlamaLayers * (3.0 + 1.0 / 3.0)));
            else if (op.tpGemm == TensorParallelGemm::Fc1)
                QVERIFY(near(op.calls, kLlamaLayers * 3.5));
            else if (op.tpGemm == TensorParallelGemm::Fc2)
                QVERIFY(near(op.calls, kLlamaLayers * 3.0));
        ROOFLAB_SCENARIO(noneSc, llama("none"));
        const Report none = evaluate(noneSc);
        QVERIFY(none.step.timeS < r.step.timeS && r.step.timeS < full.step.timeS);
    }

    // Each layer keeps its input (as full recomputation does) and the saved outputs: q, v, gate,
    // down (b s h, b s h, b s f, b s h in bf16), SDPA's output (b s h) and fp32 log-sum-exp (b a s).
    void opSelectiveKeepsTheSavedOutputs() {
        ROOFLAB_SCENARIO(opSc, llama("op-selective"));
        ROOFLAB_SCENARIO(fullSc, llama("full"));
        ROOFLAB_SCENARIO(noneSc, llama("none"));
        const Report op = evaluate(opSc), full = evaluate(fullSc), none = evaluate(noneSc);
        const double saved = kTokens * (2.0 * (3.0 * kH + kF) + 2.0 * kH + 4.0 * kHeads);
        QVERIFY2(near(op.memory.savedActivations - full.memory.savedActivations, kLlamaLayers * saved),
                 qPrintable(QString("%1 vs %2")
                                .arg(op.memory.savedActivations - full.memory.savedActivations)
                                .arg(kLlamaLayers * saved)));
        QVERIFY(full.memory.savedActivations < op.memory.savedActivations);
        QVERIFY(op.memory.savedActivations < none.memory.savedActivations);
    }

    // Compiled, the saved down projection's output (b s h, bf16) is not kept: it feeds only the
    // residual add, whose backward reads nothing, and AOTAutograd's partitioner keeps what the
    // backward reads (MUST_SAVE bans recomputing it, should_ban_recomputation); eager checkpointing
    // caches it to the recompute. The other saved outputs (q, v, gate, SDPA's) stay.
    void compiledOpSelectiveDropsWhatNoBackwardReads() {
        ROOFLAB_SCENARIO(eagerSc, llama("op-selective"));
        Scenario compiledSc = eagerSc;
        compiledSc.training.compile = true;
        const Report eager = evaluate(eagerSc), compiled = evaluate(compiledSc);
        const double downOutput = kTokens * kH * 2.0;
        QVERIFY2(near(eager.memory.savedActivations - compiled.memory.savedActivations, kLlamaLayers * downOutput),
                 qPrintable(QString("%1 vs %2")
                                .arg(eager.memory.savedActivations - compiled.memory.savedActivations)
                                .arg(kLlamaLayers * downOutput)));
    }

    // Outside what it models: a mixture of experts' grouped GEMMs are refused, with why.
    void opSelectiveRefusesExperts() {
        const ScenarioParseResult parsed = parseScenario(
            R"({"version":1,"model":{"layers":4,"d_model":1024,"heads":8,"d_ff":2048,"vocab":32000,"mlp":"swiglu",)"
            R"("experts":8,"top_k":2},"training":{"checkpointing":"op-selective","implementation":"pytorch-sdpa"},)"
            R"("parallel":{"gpus":8,"zero":3},"hardware":{"gpu":"h100-sxm"}})");
        // parseScenario validates: the file is refused with the reason.
        QVERIFY(!parsed.ok);
        const std::string problems = test::joined(parsed.errors);
        QVERIFY2(problems.find("training.checkpointing") != std::string::npos, problems.c_str());
    }

    // FSDP2's reshard_after_forward=False: the gathered parameters of all 8 layers stay until
    // their backward (4 x the default's current + prefetched 2), and the backward gathers nothing:
    // one all-gather per micro-batch instead of two.
    void neverReshardKeepsTheLayersAndGathersOnce() {
        ROOFLAB_SCENARIO(byDefault, fsdp(""));
        ROOFLAB_SCENARIO(never, fsdp(R"(,"reshard_after_forward":"never")"));
        const Report d = evaluate(byDefault), n = evaluate(never);
        QVERIFY(d.memory.weightsGathered > 0);
        QVERIFY(near(n.memory.weightsGathered, 4.0 * d.memory.weightsGathered));
        QVERIFY(n.memory.total > d.memory.total);
        const double gather = allGather(d.parameterCount * 2.0);
        QVERIFY(near(d.step.commS.zero, 2 * 2 * gather)); // 2 micro-batches x forward and backward
        QVERIFY(near(n.step.commS.zero, 2 * gather));
        QVERIFY(n.step.exposedCommS.zero <= d.step.exposedCommS.zero);
    }

    // torchtitan's "default": reshard without pipeline parallelism, keep gathered with it;
    // "always" reshards there too.
    void defaultKeepsGatheredUnderPipelining() {
        ROOFLAB_SCENARIO(pipelined, fsdp(R"(,"pp":2)"));
        ROOFLAB_SCENARIO(always, fsdp(R"(,"pp":2,"reshard_after_forward":"always")"));
        const Report p = evaluate(pipelined), a = evaluate(always);
        QVERIFY(near(p.memory.weightsGathered, 2.0 * a.memory.weightsGathered)); // 4 layers a stage, not 2
        QVERIFY(near(2.0 * p.step.commS.zero, a.step.commS.zero));
    }

    // Outside ZeRO-3 the policy means nothing: figures unchanged, a warning.
    void reshardIgnoredBelowZero3() {
        ROOFLAB_SCENARIO(zero1, R"({"version":1,"model":{"preset":"gpt2-124m"},"training":{"seq_len":1024},)"
                                R"("parallel":{"gpus":8,"zero":1,"reshard_after_forward":"never"},)"
                                R"("hardware":{"gpu":"h100-sxm"}})");
        const Report r = evaluate(zero1);
        QVERIFY(test::joined(r.warnings).find("parallel.reshard_after_forward") != std::string::npos);
        Scenario plain = zero1;
        plain.parallel.reshardAfterForward = ReshardAfterForward::Default;
        QCOMPARE(evaluate(plain).memory.total, r.memory.total);
        QCOMPARE(evaluate(plain).step.timeS, r.step.timeS);
    }

    // torchao's FP8 all-gather: the linear weights (attention and MLP, 97 % of this model's
    // parameters) travel and sit gathered in 1 byte instead of bf16's 2; the embeddings, the
    // LM head and the norms stay bf16.
    void fp8AllGatherHalvesTheLinearWeights() {
        const std::string fp8 = R"({"preset":"bf16-mixed","compute":"fp8-e4m3")";
        ROOFLAB_SCENARIO(bf16Gather, fsdp("", fp8 + "}"));
        ROOFLAB_SCENARIO(fp8Gather, fsdp("", fp8 + R"(,"fp8_all_gather":true})"));
        const Report b = evaluate(bf16Gather), f = evaluate(fp8Gather);
        const ParameterBreakdown p = f.parameters;
        const double linear = double(p.attention + p.mlp);
        const double bytes = linear * 1.0 + (double(p.total) - linear) * 2.0; // per model, fp8 linears
        QVERIFY(near(b.step.commS.zero, 2 * 2 * allGather(double(p.total) * 2.0)));
        QVERIFY(near(f.step.commS.zero, 2 * 2 * allGather(bytes)));
        const double layerShare = linear / (double(p.perLayer) * 8);
        QVERIFY(near(f.memory.weightsGathered / b.memory.weightsGathered, (layerShare + 2.0 * (1 - layerShare)) / 2.0));
        QVERIFY(f.memory.weightsGathered < 0.51 * b.memory.weightsGathered);
        QVERIFY(f.memory.weightsGathered > 0.49 * b.memory.weightsGathered); // only the norms stay bf16
    }

    // Without FP8 compute (or below ZeRO-3) there is nothing to gather in FP8: no effect, a warning.
    void fp8AllGatherNeedsFp8UnderFsdp() {
        ROOFLAB_SCENARIO(bf16, fsdp("", R"({"preset":"bf16-mixed","fp8_all_gather":true})"));
        ROOFLAB_SCENARIO(plain, fsdp(""));
        const Report r = evaluate(bf16);
        QVERIFY(test::joined(r.warnings).find("precision.fp8_all_gather") != std::string::npos);
        QCOMPARE(r.step.commS.zero, evaluate(plain).step.commS.zero);
    }

    // torchtitan's root FSDP2 unit (the embeddings, the final norm and the output layer) is not
    // resharded after the forward (FSDP2 _lazy_init, before pytorch/pytorch#155319), and FSDP2 keeps
    // no 16-bit shard beside the fp32 one the optimizer updates. Against the same run in the Hugging
    // Face profile (2 layers gathered, a bf16 shard counted): the root's 2 x 32000 x 4096 + 4096 =
    // 262,148,096 parameters gathered in bf16, 524,296,192 bytes more; the bf16 shard, N x 2 / 8, less.
    void torchtitanKeepsItsRootGathered() {
        // Rotary positions, as Llama's (the block above has a learned table).
        const auto rotary = [](std::string s) {
            return s.replace(s.find(R"("positions":4096)"), 16, R"("positions":0)");
        };
        const auto titan = [&](std::string s) { return rotary(s.replace(s.find("pytorch-sdpa"), 12, "torchtitan")); };
        ROOFLAB_SCENARIO(hf, rotary(fsdp("")));
        ROOFLAB_SCENARIO(tt, titan(fsdp("")));
        const Report h = evaluate(hf), t = evaluate(tt);
        QCOMPARE(t.parameters.positionEmbeddings, std::int64_t(0));
        QCOMPARE(t.memory.weightsGathered - h.memory.weightsGathered, 524296192.0);
        QCOMPARE(h.memory.weights, t.parameterCount * 2.0 / 8);
        QVERIFY(t.memory.weights == 0.0);
        QCOMPARE(t.memory.masterWeights, h.memory.masterWeights);
        // Tensor parallelism splits the embeddings and the output layer, not the norm:
        // (262,144,000 / 2 + 4096) x 2 bytes.
        ROOFLAB_SCENARIO(hfTp, rotary(fsdp(R"(,"tp":2)")));
        ROOFLAB_SCENARIO(ttTp, titan(fsdp(R"(,"tp":2)")));
        QCOMPARE(evaluate(ttTp).memory.weightsGathered - evaluate(hfTp).memory.weightsGathered, 262152192.0);
        // Pipelined, each stage's root holds its end: the embeddings on the first stage
        // (131,072,000 x 2 bytes), the norm and the output layer on the last ((131,072,000 + 4096) x 2).
        ROOFLAB_SCENARIO(hfPp, rotary(fsdp(R"(,"pp":2)")));
        ROOFLAB_SCENARIO(ttPp, titan(fsdp(R"(,"pp":2)")));
        const Report hp = evaluate(hfPp), tp = evaluate(ttPp);
        QCOMPARE(tp.stageMemory.size(), size_t(2));
        QCOMPARE(tp.stageMemory[0].weightsGathered - hp.stageMemory[0].weightsGathered, 262144000.0);
        QCOMPARE(tp.stageMemory[1].weightsGathered - hp.stageMemory[1].weightsGathered, 262152192.0);
    }

    // torch.distributed.pipelining runs a stage's FSDP2 backwards without gradient sync or
    // reshard until its last one: one reduce-scatter and (the layers kept gathered) one all-gather
    // a step, whatever the micro-batches, waited for after each stage's last backward (all of it
    // exposed, 2 chunks per GPU or not). The copies per parameter and micro-batch at 4
    // micro-batches: the step's gather copy-out (2 x 2 bytes) and its copy into the
    // reduce-scatter (2 x 4), the first gradient's upcast (2 + 4), three accumulations
    // (2 + 4 + 4 each), over 4: 12 bytes; unpipelined, 2 gathers x 2 x 2 + 2 + 4 = 14 per micro-batch.
    void pipelinedFsdpSyncsOncePerStep() {
        const auto titan = [](std::string s, const char* accum) {
            s.replace(s.find("pytorch-sdpa"), 12, "torchtitan");
            return s.replace(s.find(R"("grad_accum":2)"), 14, accum);
        };
        const char* pp = R"(,"pp":2,"virtual_stages":2)";
        ROOFLAB_SCENARIO(four, titan(fsdp(pp), R"("grad_accum":4)"));
        ROOFLAB_SCENARIO(one, titan(fsdp(pp), R"("grad_accum":1)"));
        const Report f = evaluate(four), o = evaluate(one);
        QVERIFY(f.step.commS.dp > 0 && f.step.commS.zero > 0);
        QVERIFY(near(f.step.commS.dp, o.step.commS.dp));
        QVERIFY(near(f.step.commS.zero, o.step.commS.zero));
        QVERIFY(near(f.step.exposedCommS.dp, f.step.commS.dp));
        QCOMPARE(fsdp2CopyBytesPerParameter(four), 12.0);
        ROOFLAB_SCENARIO(flat, titan(fsdp(""), R"("grad_accum":4)"));
        QCOMPARE(fsdp2CopyBytesPerParameter(flat), 14.0);
        // Without pipelining FSDP2 syncs every micro-batch's gradients.
        ROOFLAB_SCENARIO(flatOne, titan(fsdp(""), R"("grad_accum":1)"));
        QVERIFY(near(evaluate(flat).step.commS.dp, 4 * evaluate(flatOne).step.commS.dp));
    }

    // The derivation of the tensor-parallel time says what the GEMMs hid.
    void derivationSaysWhatIsHidden() {
        ROOFLAB_SCENARIO(sc, gpt(Options()));
        Trace trace;
        evaluate(sc, &trace);
        const std::string text = test::joined(explainFigure(trace, "step.comm.tp", plainExplainStyle()).lines);
        QVERIFY2(text.find("tensor-parallel communication hidden") != std::string::npos, text.c_str());
        QVERIFY2(text.find("GEMMs slowed by the overlap's SMs") != std::string::npos, text.c_str());
    }
};

QTEST_APPLESS_MAIN(TestFrameworkKnobs)
#include "tst_frameworkknobs.moc"
