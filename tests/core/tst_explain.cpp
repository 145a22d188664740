// Derivations come from the code path that computes the numbers: every traced figure equals the
// report's number, every recorded step re-computes to its value from its own operands, and
// tracing changes no result. The lecture's sentence is reproduced word for word.
#include "core/evaluate.h"
#include "core/explain.h"
#include "scenariohelpers.h"

#include <QTest>

#include <cmath>
#include <cstring>
#include <set>

using namespace rooflab;

namespace {

const char* const kScenarios[] = {
    // The lecture widget: 7B, bf16 mixed precision, AdamW, full recomputation, one H100.
    R"({"version":1,"model":{"params":7e9},"precision":"bf16-mixed","optimizer":"adamw",
        "training":{"micro_batch":8,"seq_len":4096,"checkpointing":"full"},"hardware":{"gpu":"h100-sxm"},
        "overhead_gib":0})",
    // Llama-2 7B, ZeRO-3 on 8 GPUs, selective recomputation without FlashAttention, 8-bit Adam.
    R"({"version":1,"model":{"preset":"llama2-7b"},"precision":"bf16-mixed","optimizer":"adamw-8bit",
        "training":{"micro_batch":2,"seq_len":2048,"checkpointing":"selective","flash_attention":false},
        "parallel":{"gpus":8,"zero":3},"hardware":{"gpu":"a100-80gb"}})",
    // Tensor, pipeline and sequence parallelism with gradient accumulation, every-k checkpoints.
    R"({"version":1,"model":{"preset":"llama2-70b"},"precision":"bf16-mixed","optimizer":"adafactor",
        "training":{"micro_batch":1,"seq_len":4096,"grad_accum":8,"checkpointing":"every-k","checkpoint_every":4},
        "parallel":{"gpus":64,"tp":8,"pp":4,"sequence_parallel":true,"zero":1},"hardware":{"gpu":"h100-sxm"}})",
    // Decode on a GPT-2 with GELU and LayerNorm.
    R"({"version":1,"model":{"preset":"gpt2-124m"},"phase":"decode","precision":"fp32","optimizer":"sgd-momentum",
        "inference":{"batch":16,"context":1024},"hardware":{"gpu":"rtx-4090"}})",
};

double recompute(const DerivationStep& step) {
    double value = step.operation == Operation::Product   ? 1.0
                   : step.operation == Operation::Sum     ? 0.0
                   : step.operation == Operation::Maximum ? -INFINITY
                                                          : INFINITY;
    for (const Operand& o : step.operands) {
        switch (o.role) {
        case OperandRole::Times:
            value *= o.value;
            break;
        case OperandRole::Over:
            value /= o.value;
            break;
        case OperandRole::Plus:
            value += o.value;
            break;
        case OperandRole::Minus:
            value -= o.value;
            break;
        case OperandRole::Of:
            value = step.operation == Operation::Minimum ? std::min(value, o.value) : std::max(value, o.value);
            break;
        }
    }
    return value;
}

} // namespace

class TestExplain : public QObject {
    Q_OBJECT

private slots:
    void lectureSentence();
    void figuresEqualReport_data();
    void figuresEqualReport();
    void stepsRecomputeFromOperands_data() { figuresEqualReport_data(); }
    void stepsRecomputeFromOperands();
    void tracingChangesNothing_data() { figuresEqualReport_data(); }
    void tracingChangesNothing();
    void chainListsInputsFirst();
    void namesOutliveTheirSources();
    void unknownFigureIsEmpty();
    void translationAndUnitsComeFromTheStyle();
    void catalogueCoversEveryFamily();
};

void TestExplain::lectureSentence() {
    ROOFLAB_SCENARIO(sc, kScenarios[0]);
    const TracedReport traced = evaluateTraced(sc);
    const Explanation master = explainFigure(traced.trace, "memory.master_weights", plainExplainStyle());
    QCOMPARE(master.title, std::string("master weights"));
    QVERIFY(!master.lines.empty());
    QCOMPARE(master.lines.back(),
             std::string("master weights = 7.00e9 parameters on this GPU × 4 bytes (fp32) = 26.1 GiB"));
    QCOMPARE(master.value, traced.report.memory.masterWeights);
    QCOMPARE(master.sources, std::vector<std::string>({"Shoeybi et al. 2019, Megatron-LM",
                                                       "Micikevicius et al. 2018, Mixed Precision Training"}));

    // The lecture's 8.0 GiB of stored layer inputs: 32 layers x 2 s b h bytes.
    const Explanation activations = explainFigure(traced.trace, "memory.activations", plainExplainStyle());
    const std::string all = test::joined(activations.lines);
    QVERIFY2(all.find("input of one layer = 2 bytes (bf16) × 4096 sequence length × 8 micro-batch × 4096 d_model = "
                      "256.0 MiB") != std::string::npos,
             all.c_str());
    QVERIFY2(
        all.find(
            "activations kept per micro-batch = 32 layers on this GPU × 256.0 MiB input of one layer = 8.00 GiB") !=
            std::string::npos,
        all.c_str());
    QVERIFY(std::find(activations.sources.begin(), activations.sources.end(),
                      "Korthikanti et al. 2022, Reducing Activation Recomputation, sec. 4") !=
            activations.sources.end());
}

void TestExplain::figuresEqualReport_data() {
    QTest::addColumn<int>("index");
    for (int i = 0; i < int(std::size(kScenarios)); ++i)
        QTest::addRow("scenario %d", i) << i;
}

void TestExplain::figuresEqualReport() {
    QFETCH(int, index);
    ROOFLAB_SCENARIO(sc, kScenarios[index]);
    const TracedReport traced = evaluateTraced(sc);
    const Report& r = traced.report;
    const Trace& t = traced.trace;
    auto value = [&](const std::string& id) {
        const int step = t.figureStep(id);
        return step < 0 ? NAN : t.steps()[size_t(step)].value;
    };
    // Exact equality: the report's number is the traced step's value, not a re-derivation.
    QCOMPARE(value("memory.weights"), r.memory.weights);
    QCOMPARE(value("memory.gradients"), r.memory.gradients);
    if (sc.precision.masterWeights)
        QCOMPARE(value("memory.master_weights"), r.memory.masterWeights);
    for (size_t i = 0; i < r.memory.optimizerParts.size(); ++i)
        QCOMPARE(value("memory.optimizer." + std::to_string(i)), r.memory.optimizerParts[i].bytes);
    QCOMPARE(value("memory.optimizer_states"), r.memory.optimizerStates);
    if (r.memory.weightsGathered > 0)
        QCOMPARE(value("memory.weights_gathered"), r.memory.weightsGathered);
    QCOMPARE(value("memory.activations"), r.memory.activations);
    if (r.stageMemory.empty() || r.memory.logits > 0) // a first pipeline stage has no head
        QCOMPARE(value("memory.logits"), r.memory.logits);
    for (const char* stage : {"first", "last"})
        if (!r.stageMemory.empty())
            QCOMPARE(value(std::string("memory.stage.") + stage + ".total"),
                     r.stageMemory[stage[0] == 'f' ? 0 : 1].total);
    QCOMPARE(value("memory.overhead"), r.memory.overhead);
    QCOMPARE(value("memory.total"), r.memory.total);
    QCOMPARE(value("inference.weights"), r.inference.weights);
    QCOMPARE(value("inference.kv_per_token"), r.inference.kvBytesPerToken);
    QCOMPARE(value("inference.kv_cache"), r.inference.kvCache);
    QCOMPARE(value("inference.activations"), r.inference.activations);
    QCOMPARE(value("inference.total"), r.inference.total);
    QCOMPARE(value("compute.total_6nd"), r.flops.trainingTotal6nd);
    QCOMPARE(value("compute.total_detailed"), r.flops.trainingTotal);
    QCOMPARE(value("compute.forward_per_sequence"), r.flops.forwardPerSequence);
    QCOMPARE(value("compute.days"), r.time.days);
    QCOMPARE(value("compute.days_detailed"), r.time.daysDetailed);
    QCOMPARE(value("compute.gpu_hours"), r.time.gpuHours);
    QCOMPARE(value("compute.cost"), r.time.cost);
    QCOMPARE(value("fit.napkin_max_params"), r.fit.napkinMaxParams);
    // The searched answers come with the memory at the answer, which fits.
    if (r.fit.maxMicroBatch > 0)
        QVERIFY(value("memory.at_max_micro_batch.total") <= r.memory.capacity);
    if (r.fit.maxSizeOnlyParams > 0)
        QVERIFY(value("memory.at_max_model.total") <= r.memory.capacity);
    if (r.fit.minGpus > 0)
        QVERIFY(value("memory.at_min_gpus.total") <= r.memory.capacity);
    // ... and the main figures were not overwritten by them.
    QCOMPARE(value("memory.total"), r.memory.total);
    QCOMPARE(value("roofline.ridge"), r.roofline.ridge);
    for (const RooflineCeiling& c : r.roofline.ceilings)
        QCOMPARE(value("roofline.ceiling." + std::string(dtypeId(c.dtype))), c.ridge);
    QCOMPARE(int(r.roofline.ops.size()) > 5, true);
    for (size_t i = 0; i < r.roofline.ops.size(); ++i) {
        const RooflineOp& op = r.roofline.ops[i];
        const std::string id = "roofline.op." + std::to_string(i);
        QCOMPARE(value(id + ".flops"), op.flops);
        QCOMPARE(value(id + ".bytes"), op.bytes);
        QCOMPARE(value(id + ".intensity"), op.intensity);
        QCOMPARE(value(id + ".attainable"), op.attainableFlops);
        QCOMPARE(value(id + ".time"), op.timeS);
    }
    QCOMPARE(value("roofline.step_time"), r.roofline.stepTimeS);
    QCOMPARE(value("roofline.tokens_per_second"), r.roofline.tokensPerSecond);
    QCOMPARE(value("roofline.mfu"), r.roofline.predictedMfu);
}

void TestExplain::stepsRecomputeFromOperands() {
    QFETCH(int, index);
    ROOFLAB_SCENARIO(sc, kScenarios[index]);
    const TracedReport traced = evaluateTraced(sc);
    const auto& steps = traced.trace.steps();
    QVERIFY(steps.size() > 50);
    for (size_t i = 0; i < steps.size(); ++i) {
        const DerivationStep& step = steps[i];
        QVERIFY2(!step.operands.empty(), step.name.c_str());
        // What the popup prints (the operands) is exactly what produced the value.
        QCOMPARE(recompute(step), step.value);
        for (const Operand& o : step.operands) {
            QVERIFY2(!o.name.empty(), step.name.c_str());
            if (o.step >= 0) {
                QVERIFY(size_t(o.step) < i);
                QCOMPARE(o.value, steps[size_t(o.step)].value);
            }
        }
    }
}

void TestExplain::tracingChangesNothing() {
    QFETCH(int, index);
    ROOFLAB_SCENARIO(sc, kScenarios[index]);
    const Report plain = evaluate(sc);
    const TracedReport traced = evaluateTraced(sc);
    QCOMPARE(traced.report.memory.total, plain.memory.total);
    QCOMPARE(traced.report.memory.activations, plain.memory.activations);
    QCOMPARE(traced.report.fit.maxMicroBatch, plain.fit.maxMicroBatch);
    QCOMPARE(traced.report.fit.maxSizeOnlyParams, plain.fit.maxSizeOnlyParams);
    QCOMPARE(traced.report.inference.total, plain.inference.total);
    QCOMPARE(traced.report.time.days, plain.time.days);
    QCOMPARE(traced.report.roofline.stepTimeS, plain.roofline.stepTimeS);
    QCOMPARE(traced.report.roofline.predictedMfu, plain.roofline.predictedMfu);
    QCOMPARE(traced.report.roofline.ops.size(), plain.roofline.ops.size());
}

void TestExplain::chainListsInputsFirst() {
    ROOFLAB_SCENARIO(sc, kScenarios[2]);
    const TracedReport traced = evaluateTraced(sc);
    const int total = traced.trace.figureStep("memory.total");
    QVERIFY(total >= 0);
    const std::vector<int> chain = traced.trace.chain(total);
    QCOMPARE(chain.back(), total);
    std::vector<bool> seen(traced.trace.steps().size(), false);
    for (int s : chain) {
        QVERIFY(!seen[size_t(s)]);
        for (const Operand& o : traced.trace.steps()[size_t(s)].operands)
            if (o.step >= 0)
                QVERIFY2(seen[size_t(o.step)], "an input step comes after the step that uses it");
        seen[size_t(s)] = true;
    }
    // Tensor parallelism appears in the weights' derivation with its degree.
    const Explanation weights = explainFigure(traced.trace, "memory.weights", plainExplainStyle());
    QVERIFY2(test::joined(weights.lines).find("÷ 8 tensor-parallel GPUs") != std::string::npos,
             test::joined(weights.lines).c_str());
}

void TestExplain::namesOutliveTheirSources() {
    // The fit answers' memory and the op names come from strings that die before the trace
    // does; the trace keeps its own copies.
    ROOFLAB_SCENARIO(sc, kScenarios[1]);
    Trace trace;
    {
        const Report report = evaluate(sc, &trace);
        QVERIFY(report.fit.maxMicroBatch > 0);
    }
    const Explanation states = explainFigure(trace, "memory.at_max_micro_batch.optimizer_states", plainExplainStyle());
    QVERIFY(!states.lines.empty());
    QVERIFY2(states.lines.back().rfind("optimizer states = ", 0) == 0 &&
                 states.lines.back().find("momentum (m, 8-bit) + ") != std::string::npos,
             states.lines.back().c_str());
    const Explanation step = explainFigure(trace, "roofline.step_time", plainExplainStyle());
    const std::string all = test::joined(step.lines);
    QVERIFY2(all.find(" QKV projection + ") != std::string::npos && all.find(" softmax + ") != std::string::npos,
             all.c_str());
}

void TestExplain::unknownFigureIsEmpty() {
    ROOFLAB_SCENARIO(sc, kScenarios[0]);
    const TracedReport traced = evaluateTraced(sc);
    const Explanation none = explainFigure(traced.trace, "memory.nothing", plainExplainStyle());
    QVERIFY(none.lines.empty());
    QVERIFY(traced.trace.chain(-1).empty());
    // No ZeRO-3 here: no gathered layers to explain.
    QCOMPARE(traced.trace.figureStep("memory.weights_gathered"), -1);
}

void TestExplain::translationAndUnitsComeFromTheStyle() {
    ROOFLAB_SCENARIO(sc, kScenarios[0]);
    const TracedReport traced = evaluateTraced(sc);
    ExplainStyle style = plainExplainStyle(false);
    const Explanation decimal = explainFigure(traced.trace, "memory.master_weights", style);
    QCOMPARE(decimal.lines.back(),
             std::string("master weights = 7.00e9 parameters on this GPU × 4 bytes (fp32) = 28.0 GB"));
    style.translate = [](const char* english) { return "<" + std::string(english) + ">"; };
    const Explanation marked = explainFigure(traced.trace, "memory.master_weights", style);
    QCOMPARE(marked.title, std::string("<master weights>"));
    QCOMPARE(marked.lines.back(),
             std::string("<master weights> = 7.00e9 <parameters on this GPU> × 4 <bytes> (fp32) = 28.0 GB"));
}

void TestExplain::catalogueCoversEveryFamily() {
    ROOFLAB_SCENARIO(sc, kScenarios[1]);
    const std::vector<FormulaEntry> entries = formulaCatalogue(sc, plainExplainStyle());
    std::set<std::string> families, lines;
    bool flash = false, korthikanti = false, ridge = false, lora = false, qlora = false, vllm = false;
    bool experts = false, allToAll = false, ring = false, buffers = false, tied = false;
    for (const FormulaEntry& e : entries) {
        families.insert(e.family);
        lora |= e.line.rfind("adapter parameters on this GPU = ", 0) == 0 && e.source.find("LoRA") != std::string::npos;
        qlora |= e.line.rfind("frozen weights = ", 0) == 0 && e.source.find("QLoRA") != std::string::npos;
        vllm |= e.line.rfind("KV cache budget = vLLM memory budget − serving weights", 0) == 0;
        experts |= e.line.rfind("routed-expert parameters on this GPU = ", 0) == 0;
        allToAll |= e.line.rfind("expert all-to-all per micro-batch = ", 0) == 0;
        ring |= e.line.rfind("context-parallel ring per micro-batch = ", 0) == 0;
        buffers |= e.line.rfind("gradient buffer passes = gradients on this GPU", 0) == 0 &&
                   e.source.find("PyTorch DDP reducer") != std::string::npos;
        tied |= e.line.rfind("tied embedding gradient all-reduce = ", 0) == 0;
        QVERIFY2(lines.insert(e.line).second, e.line.c_str());
        // Symbolic: names only, no values of this scenario.
        QVERIFY2(e.line.find("7.00e9") == std::string::npos && e.line.find("GiB") == std::string::npos, e.line.c_str());
        flash |= e.source.find("FlashAttention") != std::string::npos;
        korthikanti |= e.source.find("Korthikanti") != std::string::npos;
        ridge |= e.line.rfind("ridge point = dense peak", 0) == 0;
    }
    QCOMPARE(families, std::set<std::string>({"compute", "fit", "inference", "memory", "roofline", "serving", "step"}));
    // Fine-tuning and serving capacity are in the catalogue with their sources.
    QVERIFY(lora);
    QVERIFY(qlora);
    QVERIFY(vllm);
    // Expert parallelism's placement and all-to-all (an MoE variant of the scenario).
    QVERIFY(experts);
    QVERIFY(allToAll);
    // Context parallelism's ring (a variant splitting the sequence over 4 GPUs).
    QVERIFY(ring);
    // The gradients' synchronisation besides the collective (the 2021 Megatron variant).
    QVERIFY(buffers);
    QVERIFY(tied);
    // Grouped in the view's order, and the memory model under "memory" even though the fit
    // answers reuse it.
    std::vector<std::string> order;
    for (const FormulaEntry& e : entries)
        if (order.empty() || order.back() != e.family)
            order.push_back(e.family);
    QCOMPARE(order, std::vector<std::string>({"memory", "inference", "compute", "roofline", "step", "serving", "fit"}));
    int memoryFormulas = 0;
    for (const FormulaEntry& e : entries) {
        memoryFormulas += e.family == "memory";
        if (e.line.rfind("master weights = ", 0) == 0)
            QCOMPARE(e.family, std::string("memory"));
    }
    QVERIFY(memoryFormulas > 20);
    QVERIFY(flash); // a variant with FlashAttention was traced
    QVERIFY(korthikanti);
    QVERIFY(ridge);
    QVERIFY(entries.size() > 60);
}

QTEST_APPLESS_MAIN(TestExplain)
#include "tst_explain.moc"
