#pragma once
// rooflab-calc run as a user runs it, for the suites that test the command line. The suite's
// CMake target defines ROOFLAB_CALC_PATH (the built program).
#include <QByteArray>
#include <QProcess>
#include <QStringList>

struct CalcRun {
    int exitCode = -1; // -1: crashed, or killed after two minutes (hung)
    QByteArray out;
    QByteArray err;
};

inline CalcRun runCalc(const QStringList& arguments, const QByteArray& input = {}) {
    QProcess process;
    process.start(QStringLiteral(ROOFLAB_CALC_PATH), arguments);
    process.waitForStarted();
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        process.kill();
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
            process.readAllStandardError()};
}
