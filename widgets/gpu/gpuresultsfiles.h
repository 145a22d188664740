#pragma once
// The GPU panel's row of results files: load rooflab-bench results (JSON) of this or other
// machines into the measurement store, export the last sweep, the list of files loaded, and
// remove one of them or all.
#include <QString>
#include <QStringList>
#include <QWidget>

class QLabel;
class QMenu;
class QPushButton;

namespace rooflab {

class MeasurementStore;

class GpuResultsFiles : public QWidget {
    Q_OBJECT
public:
    explicit GpuResultsFiles(MeasurementStore* store, QWidget* parent = nullptr);

    // Loads results files into the store; each becomes a source. Returns one message per file
    // that could not be loaded ("results.json: points[2].dtype: ..."); no dialog is shown here.
    QStringList loadResultsFiles(const QStringList& paths);
    // Writes the last sweep (or, without one, the last loaded file): CSV when the name ends in
    // .csv, JSON otherwise. False with a message on failure.
    bool exportResults(const QString& path, QString* error = nullptr) const;
    // While a sweep runs there is nothing finished to export.
    void setSweepRunning(bool running);

public slots:
    void loadResultsInteractively();
    void exportResultsInteractively();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateLoadedLabel();
    void updateButtons();
    // Remove's menu: each loaded file, then all of them.
    void rebuildRemoveMenu();

    MeasurementStore* m_store;
    bool m_sweepRunning = false;
    QPushButton* m_load = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_remove = nullptr;
    QMenu* m_removeMenu = nullptr;
    QLabel* m_loadedLabel = nullptr;
};

} // namespace rooflab
