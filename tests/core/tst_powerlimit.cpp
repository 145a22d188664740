// hardware.power_limit_w: a board capped below its default power holds a lower SM clock, and
// every compute ceiling of the step time scales with it (core/model/powerlimit.h,
// docs/formulas.md "Power limit"); memory-bound work keeps its time.
#include "core/evaluate.h"
#include "core/io/hardwaredb.h"
#include "core/io/scenarioio.h"
#include "core/model/powerlimit.h"
#include "core/model/scenariovalidation.h"
#include "scenariohelpers.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <string>

using namespace rooflab;

namespace {

// Llama-2-7B on one GPU: the step is mostly large GEMMs, with memory-bound elementwise ops.
std::string llama7b(const std::string& hardware) {
    return R"({"version":1,"model":{"preset":"llama2-7b"},"precision":"bf16-mixed","optimizer":"adamw",
        "training":{"micro_batch":1,"seq_len":4096,"checkpointing":"none","flash_attention":true},
        "parallel":{"gpus":1},"hardware":)" +
           hardware + "}";
}

bool hasWarning(const Report& r, const std::string& text) {
    return std::any_of(r.warnings.begin(), r.warnings.end(),
                       [&](const std::string& w) { return w.find(text) != std::string::npos; });
}

} // namespace

class TestPowerLimit : public QObject {
    Q_OBJECT

private slots:
    void cubeRootOfThePowerFraction() {
        const GpuSpec* h100 = HardwareDb::builtin().find("h100-sxm");
        QVERIFY(h100 != nullptr);
        const PowerDerate none = powerDerate(*h100, std::nullopt);
        QVERIFY(!none.derated());
        QCOMPARE(none.limitWatts, 700.0);
        const PowerDerate capped = powerDerate(*h100, 500.0);
        // A third of the board's power is fixed: the dynamic part falls from 2/3 x 700 W to
        // 500 - 233 W, and the clock with its cube root: (267 / 467)^(1/3) = 0.830.
        QCOMPARE(capped.clockFraction, std::cbrt((500.0 - 700.0 / 3.0) / (700.0 * 2.0 / 3.0)));
        QVERIFY(capped.clockFraction > 0.82 && capped.clockFraction < 0.84);
        // The measurement s was read from: a 1,400 W board at 500 W ran cuBLAS at 0.28-0.39 of its rate.
        GpuSpec gb300 = *h100;
        gb300.powerWatts = 1400;
        const double measured = powerDerate(gb300, 500.0).clockFraction;
        QVERIFY2(measured >= 0.28 && measured <= 0.39, qPrintable(QString::number(measured)));
        QVERIFY(!capped.clamped);
        // Above the board's: clamped, no derate.
        const PowerDerate above = powerDerate(*h100, 900.0);
        QVERIFY(above.clamped && !above.derated());
        QCOMPARE(above.limitWatts, 700.0);
        // The floor: 0.3 of the clock, however low the limit.
        QCOMPARE(powerDerate(*h100, 10.0).clockFraction, kMinClockFraction);
        // A card without a board power (the GH200's module limit) is not derated.
        const GpuSpec* gh200 = HardwareDb::builtin().find("gh200-144gb");
        QVERIFY(gh200 != nullptr);
        QVERIFY(!powerDerate(*gh200, 300.0).derated());
    }

    void computeSlowsMemoryDoesNot() {
        ROOFLAB_SCENARIO(free, llama7b(R"({"gpu":"h100-sxm"})"));
        ROOFLAB_SCENARIO(capped, llama7b(R"({"gpu":"h100-sxm","power_limit_w":500})"));
        QCOMPARE(*capped.powerLimitW, 500.0);
        const Report a = evaluate(free);
        const Report b = evaluate(capped);
        const double slowdown = 1.0 / powerDerate(*HardwareDb::builtin().find("h100-sxm"), 500.0).clockFraction;
        QCOMPARE(a.step.opTimeS.size(), b.step.opTimeS.size());
        int computeBound = 0, memoryBound = 0;
        for (size_t i = 0; i < a.step.opTimeS.size(); ++i) {
            const double ratio = b.step.opTimeS[i] / a.step.opTimeS[i];
            // Each op is either compute-bound (1 / fraction longer) or memory-bound (unchanged),
            // or crosses over between them.
            QVERIFY2(ratio >= 1.0 - 1e-12 && ratio <= slowdown * (1 + 1e-12), qPrintable(QString::number(ratio)));
            computeBound += std::abs(ratio - slowdown) < 1e-9 ? 1 : 0;
            memoryBound += std::abs(ratio - 1.0) < 1e-12 ? 1 : 0;
        }
        QVERIFY(computeBound >= 3 && memoryBound >= 3);
        QVERIFY(b.step.timeS > a.step.timeS && b.step.timeS < a.step.timeS * slowdown);
        std::printf("  Llama-2-7B on one H100: step %.3f s at 700 W, %.3f s at 500 W (x%.3f; compute x%.3f)\n",
                    a.step.timeS, b.step.timeS, b.step.timeS / a.step.timeS, slowdown);
        // MFU stays against the datasheet peak, so it falls by the same factor as the time grows.
        QVERIFY(std::abs(b.step.mfu * b.step.timeS / (a.step.mfu * a.step.timeS) - 1) < 1e-9);
        QCOMPARE(b.roofline.peakFlops, a.roofline.peakFlops);
        QVERIFY(hasWarning(b, "hardware.power_limit_w: 500 W of the board's 700 W"));
        QVERIFY(!hasWarning(a, "power_limit_w"));
    }

    void atOrAboveTheBoardNothingMoves() {
        ROOFLAB_SCENARIO(free, llama7b(R"({"gpu":"h100-sxm"})"));
        ROOFLAB_SCENARIO(board, llama7b(R"({"gpu":"h100-sxm","power_limit_w":700})"));
        ROOFLAB_SCENARIO(above, llama7b(R"({"gpu":"h100-sxm","power_limit_w":1000})"));
        const Report a = evaluate(free);
        QCOMPARE(evaluate(board).step.timeS, a.step.timeS);
        const Report c = evaluate(above);
        QCOMPARE(c.step.timeS, a.step.timeS);
        QVERIFY(hasWarning(c, "1000 W is above the board's 700 W"));
        ROOFLAB_SCENARIO(gh200, llama7b(R"({"gpu":"gh200-144gb","power_limit_w":500})"));
        QVERIFY(hasWarning(evaluate(gh200), "gives no board power"));
    }

    void badLimitsAreRefused() {
        for (const char* bad : {"0", "-5", "\"high\"", "1e9"}) {
            const ScenarioParseResult result =
                parseScenario(llama7b(std::string(R"({"gpu":"h100-sxm","power_limit_w":)") + bad + "}"));
            QVERIFY2(!result.ok, bad);
            const std::string all = test::joined(result.errors);
            QVERIFY2(all.find("hardware.power_limit_w") != std::string::npos, all.c_str());
        }
        // A scenario built in code is checked too.
        ROOFLAB_SCENARIO(sc, llama7b(R"({"gpu":"h100-sxm"})"));
        sc.powerLimitW = std::nan("");
        const auto problems = validateScenario(sc);
        QVERIFY(std::any_of(problems.begin(), problems.end(), [](const std::string& p) {
            return p.find("hardware.power_limit_w: must be a power above 0 W") != std::string::npos;
        }));
    }

    void roundTripsAndDerivationSaysSo() {
        ROOFLAB_SCENARIO(capped, llama7b(R"({"gpu":"h100-sxm","power_limit_w":450})"));
        ROOFLAB_SCENARIO(again, serializeScenario(capped));
        QCOMPARE(*again.powerLimitW, 450.0);
        Trace trace;
        evaluate(capped, &trace);
        bool named = false;
        for (const DerivationStep& step : trace.steps())
            for (const Operand& operand : step.operands)
                if (operand.name == "tensor-core peak at the power limit" &&
                    operand.detail.find("at 450 of 700 W") != std::string::npos)
                    named = true;
        QVERIFY(named);
    }
};

QTEST_APPLESS_MAIN(TestPowerLimit)
#include "tst_powerlimit.moc"
